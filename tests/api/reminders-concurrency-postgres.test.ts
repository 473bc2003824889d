import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as remindAdvice } from "@/app/api/advice/[id]/reminder/route";
import { databaseKindInUse, getDb } from "@/db/client";
import { listOutboxEmails } from "@/db/queries/outbox";
import { pushSubscriptions, reminders, users } from "@/db/schema";
import { runReminders } from "@/lib/reminders/deliver";
import { makeIdentity } from "../helpers/identities";
import { useOwnDatabase } from "../helpers/own-database";
import { pushKeys } from "../helpers/push";
import { startPushService } from "../helpers/push-service";

// PGlite runs one statement at a time, so only a real server lets two reminder runs race for real.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("[postgres] TEST_DATABASE_URL is not set: the reminder concurrency tests are SKIPPED.");

describe.skipIf(!serverUrl)("the reminders run under concurrency, on a real PostgreSQL server", () => {
  useOwnDatabase(serverUrl!, "reminder_race");
  let push: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => {
    await push.close();
  });

  it("two runs at once send each due follow-up once: one e-mail and one push per person", async () => {
    expect(await databaseKindInUse()).toBe("postgres");
    const noon = new Date("2027-01-13T12:00:00Z");
    const people = await Promise.all(Array.from({ length: 6 }, () => makeIdentity("pro")));
    const db = await getDb();
    for (const person of people) {
      const id = person.adviceId!;
      const reply = await person.browser.call(remindAdvice, {
        path: `/api/advice/${id}/reminder`,
        method: "PUT",
        body: { when: "in_2_days" },
        context: { params: Promise.resolve({ id }) },
      });
      expect(reply.status).toBe(200);
      const due = new Date(noon.getTime() - 60_000);
      await db.update(reminders).set({ dueAt: due, nextAttemptAt: due }).where(eq(reminders.userId, person.userId!));
      await db
        .insert(pushSubscriptions)
        .values({ userId: person.userId!, endpoint: push.endpoint().endpoint, ...pushKeys().keys });
    }

    const runs = await Promise.all([runReminders(noon), runReminders(noon), runReminders(noon)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(people.length);

    expect(push.received).toHaveLength(people.length);
    expect(new Set(push.received.map((request) => request.path)).size).toBe(people.length);
    for (const person of people) {
      const [user] = await db.select().from(users).where(eq(users.id, person.userId!));
      expect(await listOutboxEmails({ to: user!.email! })).toHaveLength(1);
      expect(await db.select().from(reminders).where(eq(reminders.userId, person.userId!))).toMatchObject([
        { status: "sent", attempts: 1 },
      ]);
    }
  });

  it("runs at once claim each due reminder exactly once, however many there are", async () => {
    const now = new Date("2027-02-03T12:00:00Z");
    const due = new Date(now.getTime() - 60_000);
    const [one, two] = await Promise.all([makeIdentity("free"), makeIdentity("free")]);
    const db = await getDb();
    const rows = [one, two].flatMap((person) =>
      Array.from({ length: 150 }, (_, i) => ({
        userId: person.userId!,
        kind: "checkin" as const,
        key: `checkin:race-${i}`,
        path: "/insights",
        dueAt: due,
        nextAttemptAt: due,
      })),
    );
    await db.insert(reminders).values(rows);

    const runs = await Promise.all(Array.from({ length: 4 }, () => runReminders(now)));
    // Their check-in reminders are off, so each claimed reminder is skipped: claimed once means skipped once.
    expect(runs.reduce((sum, run) => sum + run.skipped + run.sent, 0)).toBe(rows.length);
    const stored = await db.select().from(reminders).where(eq(reminders.path, "/insights"));
    expect(stored.filter((row) => row.key.startsWith("checkin:race-")).every((row) => row.attempts === 1)).toBe(true);
  });
});
