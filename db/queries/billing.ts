import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../client";
import { paymentEvents, users, type NewUser, type User } from "../schema";

/**
 * Stores the user's provider customer unless one is stored already (two first clicks racing), and
 * returns the one stored: a user never ends up with two.
 */
export async function claimCustomerId({ userId, customerId }: { userId: string; customerId: string }) {
  const db = await getDb();
  const [claimed] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  if (claimed?.customerId) return claimed.customerId;
  const [stored] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return stored?.customerId ?? null;
}

export type AppliedSubscription =
  | { outcome: "duplicate-event" }
  | { outcome: "unknown-customer" }
  | { outcome: "stale"; user: User }
  | { outcome: "applied"; before: User; after: User };

/**
 * Writes a provider reading of a subscription onto its user in one transaction: the webhook event is recorded
 * once (a repeat changes nothing), the user row is locked so syncs apply in turn, and a reading older than the
 * stored one is dropped. `values` gets the locked row.
 */
export async function applySubscriptionState({
  customerId,
  readAt,
  event,
  values,
}: {
  customerId: string;
  readAt: Date;
  event?: { id: string; type: string };
  values: (before: User) => Partial<NewUser>;
}): Promise<AppliedSubscription> {
  return (await getDb()).transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return { outcome: "duplicate-event" };
    }
    const [before] = await tx.select().from(users).where(eq(users.stripeCustomerId, customerId)).for("update");
    if (!before) return { outcome: "unknown-customer" };
    if (before.subscriptionSyncedAt && before.subscriptionSyncedAt > readAt) return { outcome: "stale", user: before };
    const [after] = await tx
      .update(users)
      .set({ ...values(before), subscriptionSyncedAt: readAt })
      .where(eq(users.id, before.id))
      .returning();
    return { outcome: "applied", before, after: after! };
  });
}
