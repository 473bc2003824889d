import "server-only";
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { adviceRequests, checkins, coachRequests, reminderSettings, reminders, users, type Reminder } from "../schema";

type NewReminder = { userId: string; kind: Reminder["kind"]; key: string; path: string; dueAt: Date };

/** Sets a follow-up (a second choice moves it and sends it again, even after it was sent). */
export async function saveReminder({ userId, kind, key, path, dueAt }: NewReminder): Promise<Reminder> {
  const fresh = { path, dueAt, nextAttemptAt: dueAt, status: "pending" as const, attempts: 0 };
  const [row] = await (
    await getDb()
  )
    .insert(reminders)
    .values({ userId, kind, key, ...fresh })
    .onConflictDoUpdate({
      target: [reminders.userId, reminders.key],
      set: { ...fresh, claimedAt: null, emailSentAt: null, pushSentAt: null },
    })
    .returning();
  return row!;
}

/** Adds reminders that do not exist yet (the week's check-in is planned once per week and account). */
export async function addReminders(rows: NewReminder[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await (
    await getDb()
  )
    .insert(reminders)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: row.dueAt })))
    .onConflictDoNothing({ target: [reminders.userId, reminders.key] })
    .returning({ id: reminders.id });
  return added.length;
}

export async function findReminder(userId: string, key: string): Promise<Reminder | undefined> {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.key, key)));
  return row;
}

export async function deleteReminder(userId: string, key: string): Promise<boolean> {
  const deleted = await (
    await getDb()
  )
    .delete(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.key, key)))
    .returning({ id: reminders.id });
  return deleted.length > 0;
}

/** Accounts with the weekly check-in reminder on, with their zone and the week of their last check-in. */
export async function checkinReminderAccounts() {
  return (await getDb())
    .select({
      userId: reminderSettings.userId,
      timeZone: users.timeZone,
      day: reminderSettings.checkinDay,
      hour: reminderSettings.checkinHour,
      lastWeek: sql<
        string | null
      >`(select max(${checkins.week}) from ${checkins} where ${checkins.userId} = ${reminderSettings.userId})`,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(and(eq(reminderSettings.checkinEnabled, true), eq(users.isGuest, false)));
}

/**
 * Takes up to `limit` due reminders for this run: pending ones whose time has come, and any a run claimed
 * `staleBefore` and never finished (its server died). SKIP LOCKED lets two runs at once take disjoint rows.
 */
export async function claimDueReminders({ now, staleBefore, limit }: { now: Date; staleBefore: Date; limit: number }) {
  const db = await getDb();
  const due = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(
      or(
        and(eq(reminders.status, "pending"), lte(reminders.nextAttemptAt, now)),
        and(eq(reminders.status, "sending"), lt(reminders.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(reminders.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(reminders)
    .set({ status: "sending", claimedAt: now, attempts: sql`${reminders.attempts} + 1` })
    .where(inArray(reminders.id, due))
    .returning();
}

/** What the sender needs about each account of a batch: where to write and what it allows. */
export async function recipients(userIds: string[]) {
  if (userIds.length === 0) return [];
  return (await getDb())
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      isGuest: users.isGuest,
      language: users.language,
      timeZone: users.timeZone,
      proEndsAt: users.proEndsAt,
      settings: reminderSettings,
    })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(inArray(users.id, userIds));
}

export type Recipient = Awaited<ReturnType<typeof recipients>>[number];

/** Whether the moment a follow-up asks about was already answered (or deleted): then it is not sent. */
export async function followUpSettled(subject: "advice" | "coach", id: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const [open] =
    subject === "advice"
      ? await db
          .select({ id: adviceRequests.id })
          .from(adviceRequests)
          .where(
            and(
              eq(adviceRequests.id, id),
              eq(adviceRequests.userId, userId),
              or(isNull(adviceRequests.followUpStatus), eq(adviceRequests.followUpStatus, "failed")),
            ),
          )
      : await db
          .select({ id: coachRequests.id })
          .from(coachRequests)
          .where(and(eq(coachRequests.id, id), eq(coachRequests.userId, userId), isNull(coachRequests.outcome)));
  return !open;
}

/** Whether the account has checked in for the week. */
export async function checkedIn(userId: string, week: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ id: checkins.id })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), eq(checkins.week, week)));
  return Boolean(row);
}

/** Records a run's outcome for one reminder. */
export async function updateReminder(
  id: string,
  changes: Partial<Pick<Reminder, "status" | "attempts" | "nextAttemptAt" | "emailSentAt" | "pushSentAt">>,
): Promise<void> {
  await (await getDb()).update(reminders).set(changes).where(eq(reminders.id, id));
}
