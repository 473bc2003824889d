import "server-only";
import webpush from "web-push";
import { deletePushSubscriptionById, listPushSubscriptions } from "@/db/queries/push-subscriptions";
import type { PushSubscription } from "@/db/schema";
import { log } from "@/lib/ops/log";
import { isPushEndpointReachable } from "./push-endpoint";
import { vapidDetails, type VapidDetails } from "./vapid";

/** What a notification shows and where it leads (an app path): nothing private (docs/pwa.md#notifications). */
export type PushPayload = { title: string; body: string; url: string; tag?: string };
export type PushOutcome = { delivered: number; failed: number; removed: number };

const TIMEOUT_MS = 10_000;
/** A day: a reminder that waited longer for a device to come online is no longer worth showing. */
const TTL_SECONDS = 86_400;

/** Whether the server can send pushes (off in production without VAPID keys). */
export const pushConfigured = (): boolean => vapidDetails() !== null;

/** The key browsers subscribe with (`applicationServerKey`); null while push is off. */
export const pushPublicKey = (): string | null => vapidDetails()?.publicKey ?? null;

type Delivery = "delivered" | "failed" | "gone";

async function deliver(subscription: PushSubscription, payload: string, vapid: VapidDetails): Promise<Delivery> {
  try {
    if (!(await isPushEndpointReachable(subscription.endpoint))) {
      log.warn("push.failed", { reason: "endpoint_refused" });
      return "failed";
    }
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: "normal", contentEncoding: "aes128gcm" },
    );
    const headers = Object.entries(details.headers as Record<string, string | number>)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]): [string, string] => [name, String(value)]);
    // Never followed: a redirect could lead to an address the checks above did not see.
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: new Uint8Array(details.body),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "delivered";
    if (response.status === 404 || response.status === 410) return "gone";
    log.warn("push.failed", { status: response.status });
    return "failed";
  } catch (error) {
    log.warn("push.failed", { reason: error instanceof Error ? error.name : "unknown" });
    return "failed";
  }
}

/**
 * Sends one notification to every device the user subscribed: encrypted for each (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key. A subscription its push service no longer knows (404, 410) is deleted.
 */
export async function sendPush(userId: string, payload: PushPayload): Promise<PushOutcome> {
  const outcome: PushOutcome = { delivered: 0, failed: 0, removed: 0 };
  const vapid = vapidDetails();
  if (!vapid) return outcome;
  const body = JSON.stringify(payload);
  const subscriptions = await listPushSubscriptions({ userId });
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const delivery = await deliver(subscription, body, vapid);
      if (delivery === "gone") {
        await deletePushSubscriptionById({ id: subscription.id });
        outcome.removed += 1;
      } else outcome[delivery] += 1;
    }),
  );
  return outcome;
}
