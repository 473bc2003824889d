import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../client";
import { pushSubscriptions, type PushSubscription } from "../schema";

/** Stores a browser's subscription; an endpoint already known moves to this user with the new keys (one statement). */
export async function savePushSubscription({
  userId,
  endpoint,
  p256dh,
  auth,
}: {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}): Promise<PushSubscription> {
  const [row] = await (
    await getDb()
  )
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh, auth } })
    .returning();
  return row!;
}

/** The user's subscriptions, oldest first. */
export async function listPushSubscriptions({ userId }: { userId: string }): Promise<PushSubscription[]> {
  return (await getDb())
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Deletes the user's subscription of this endpoint; false when they have none. */
export async function deletePushSubscription({
  userId,
  endpoint,
}: {
  userId: string;
  endpoint: string;
}): Promise<boolean> {
  const deleted = await (
    await getDb()
  )
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Deletes a subscription its push service no longer knows (404 or 410). */
export async function deletePushSubscriptionById({ id }: { id: string }): Promise<void> {
  await (await getDb()).delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Deletes every subscription of the user ("log out everywhere": no signed-out device keeps getting reminders). */
export async function deleteUserPushSubscriptions({ userId }: { userId: string }): Promise<void> {
  await (await getDb()).delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
