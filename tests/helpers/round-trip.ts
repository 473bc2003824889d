import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/db/client";
import { conversations, messages, users } from "@/db/schema";

export const ALL_TABLES = [
  "advice_request",
  "conversation",
  "email_outbox",
  "message",
  "payment_event",
  "rate_limit",
  "redeem_code",
  "redeem_code_usage",
  "simulated_checkout_session",
  "simulated_subscription",
  "user",
];

/** Migrated schema present, defaults applied, and deletes cascading from user to messages. */
export async function checkRoundTrip(db: Db) {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(ALL_TABLES));

  const [user] = await db
    .insert(users)
    .values({ username: "ana@example.com", email: "ana@example.com", nickname: "Ana" })
    .returning();
  expect(user).toMatchObject({
    emailVerified: false,
    language: "en",
    aiLanguage: "en",
    aiTone: "therapist",
    modelPreference: "balanced",
    subscriptionStatus: "free",
    proSource: "subscription",
    isPro: false,
    isAdmin: false,
    onboardingCompleted: false,
    adviceRequestsToday: 0,
  });

  // The entitlement column's date arithmetic, on this server: a failed renewal's 7-day grace; a canceled
  // subscription's paid period; a redeemed period beside it.
  const due = new Date("2030-03-10T12:00:00Z");
  const days = (n: number) => new Date(due.getTime() + n * 86_400_000);
  const [pastDue] = await db
    .insert(users)
    .values({
      username: "due@example.com",
      subscriptionStatus: "past_due",
      subscriptionPeriodStartsAt: due,
      subscriptionExpiresAt: days(30),
    })
    .returning();
  expect(pastDue!.proEndsAt).toEqual(days(7));
  const [granted] = await db
    .update(users)
    .set({ subscriptionStatus: "canceled", isPro: true, proUntil: days(40) })
    .where(eq(users.id, pastDue!.id))
    .returning();
  expect(granted!.proEndsAt).toEqual(days(40));
  await db.delete(users).where(eq(users.id, pastDue!.id));

  const [conversation] = await db.insert(conversations).values({ userId: user!.id, title: "First talk" }).returning();
  expect(conversation!.id).toHaveLength(36);
  expect(conversation!.contextNeedsRefresh).toBe(false);
  await db.insert(messages).values([
    { conversationId: conversation!.id, userId: user!.id, role: "user", content: "We argued about chores." },
    { conversationId: conversation!.id, userId: user!.id, role: "assistant", content: "That sounds draining." },
  ]);
  const stored = await db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
  expect(stored.map((m) => m.content).sort()).toEqual(["That sounds draining.", "We argued about chores."]);
  expect(stored.every((m) => m.valid && m.feedback === null)).toBe(true);

  await db.delete(users).where(eq(users.id, user!.id));
  expect(await db.select().from(conversations)).toHaveLength(0);
  expect(await db.select().from(messages)).toHaveLength(0);
}
