import "server-only";
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import {
  simulatedCheckoutSessions,
  simulatedSubscriptions,
  type SimulatedCheckoutSession,
  type SimulatedSubscription,
} from "../schema";

type NewSession = typeof simulatedCheckoutSessions.$inferInsert;
type NewSubscription = typeof simulatedSubscriptions.$inferInsert;

export async function insertSimulatedCheckoutSession({ values }: { values: NewSession }) {
  await (await getDb()).insert(simulatedCheckoutSessions).values(values);
}

export async function findSimulatedCheckoutSession({
  id,
}: {
  id: string;
}): Promise<SimulatedCheckoutSession | undefined> {
  const [session] = await (
    await getDb()
  )
    .select()
    .from(simulatedCheckoutSessions)
    .where(eq(simulatedCheckoutSessions.id, id));
  return session;
}

/**
 * Pays an open, unexpired session once: the session turns complete and its subscription is created in
 * one transaction; a second Pay (double click, another tab) finds it complete and gets nothing.
 */
export async function completeSimulatedCheckout({
  id,
  subscription,
}: {
  id: string;
  subscription: NewSubscription;
}): Promise<{ session: SimulatedCheckoutSession; subscription: SimulatedSubscription } | null> {
  return (await getDb()).transaction(async (tx) => {
    const [session] = await tx
      .update(simulatedCheckoutSessions)
      .set({ status: "complete", subscriptionId: subscription.id })
      .where(
        and(
          eq(simulatedCheckoutSessions.id, id),
          eq(simulatedCheckoutSessions.status, "open"),
          gt(simulatedCheckoutSessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!session) return null;
    const [created] = await tx.insert(simulatedSubscriptions).values(subscription).returning();
    return { session, subscription: created! };
  });
}

/** A customer's subscriptions, newest first. */
export async function listSimulatedSubscriptions({ customerId }: { customerId: string }) {
  return (await getDb())
    .select()
    .from(simulatedSubscriptions)
    .where(eq(simulatedSubscriptions.customerId, customerId))
    .orderBy(desc(simulatedSubscriptions.createdAt));
}

/**
 * Changes a subscription only if it is still as the caller saw it (status and cancel flag), so one click
 * changes it once; undefined when it had changed meanwhile.
 */
export async function updateSimulatedSubscription({
  seen,
  values,
}: {
  seen: Pick<SimulatedSubscription, "id" | "status" | "cancelAtPeriodEnd">;
  values: Partial<NewSubscription>;
}): Promise<SimulatedSubscription | undefined> {
  const [updated] = await (
    await getDb()
  )
    .update(simulatedSubscriptions)
    .set(values)
    .where(
      and(
        eq(simulatedSubscriptions.id, seen.id),
        eq(simulatedSubscriptions.status, seen.status),
        eq(simulatedSubscriptions.cancelAtPeriodEnd, seen.cancelAtPeriodEnd),
      ),
    )
    .returning();
  return updated;
}

/** Ends every subscription of a customer that is not over yet, now. */
export async function endSimulatedSubscriptions({ customerId }: { customerId: string }) {
  await (
    await getDb()
  )
    .update(simulatedSubscriptions)
    .set({ status: "canceled", canceledAt: sql`now()`, endedAt: sql`now()` })
    .where(
      and(
        eq(simulatedSubscriptions.customerId, customerId),
        notInArray(simulatedSubscriptions.status, ["canceled", "incomplete_expired"]),
      ),
    );
}
