import "server-only";
import { deletePushSubscription, listPushSubscriptions, savePushSubscription } from "@/db/queries/push-subscriptions";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { pushConfigured, pushPublicKey } from "./push";

/** Reminders outlive a guest's session, so a guest subscribes nothing and reads nothing here. */
function accountOnly(user: User): void {
  if (user.isGuest) throw new AppError("guest_reminders");
}

/** GET /api/push/subscriptions: the key to subscribe with (null while push is off) and how many devices are. */
export async function pushStateOf(user: User): Promise<{ publicKey: string | null; subscribed: number }> {
  accountOnly(user);
  return { publicKey: pushPublicKey(), subscribed: (await listPushSubscriptions({ userId: user.id })).length };
}

/** POST: this browser's subscription, now the user's (a browser another account used moves to this one). */
export async function subscribeToPush(
  user: User,
  { endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<{ id: string }> {
  accountOnly(user);
  if (!pushConfigured()) throw new AppError("push_unavailable");
  const row = await savePushSubscription({ userId: user.id, endpoint, ...keys });
  return { id: row.id };
}

/** DELETE: one of the user's own subscriptions; any other endpoint is not found. */
export async function unsubscribeFromPush(user: User, { endpoint }: { endpoint: string }): Promise<void> {
  accountOnly(user);
  if (!(await deletePushSubscription({ userId: user.id, endpoint }))) throw new AppError("not_found");
}
