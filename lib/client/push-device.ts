import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";

const PUSH_PATH = "/api/push/subscriptions";

export type PushState = { publicKey: string | null; subscribed: number };

/** Whether this browser can receive Web Push here: a service worker (production builds only) and PushManager. */
export function pushSupported(): boolean {
  return (
    process.env.NODE_ENV === "production" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This browser's current subscription, once the app's service worker is in place. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  return (await navigator.serviceWorker.ready).pushManager.getSubscription();
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  const wanted = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Subscribes this browser (again, if the server's key changed since) and hands the subscription to the server;
 * a subscription the server refused is undone, so the browser never holds one the server does not know.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await navigator.serviceWorker.ready;
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { endpoint, keys } = subscription.toJSON();
  try {
    await api(PUSH_PATH, { method: "POST", body: { endpoint, keys } });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return subscription;
}

/** Forgets this browser's subscription on the server (already gone there is fine), then in the browser. */
export async function unsubscribeDevice(subscription: PushSubscription): Promise<void> {
  try {
    await api(PUSH_PATH, { method: "DELETE", body: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "not_found")) throw error;
  }
  await subscription.unsubscribe();
}

/** Signing out: this browser stops getting the account's reminders. Best effort: a failure never holds up the logout. */
export async function forgetThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (subscription) await unsubscribeDevice(subscription).catch(() => undefined);
}
