import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DELETE as forgetAdviceReminder,
  GET as adviceReminder,
  PUT as remindAdvice,
} from "@/app/api/advice/[id]/reminder/route";
import { PUT as remindCoach } from "@/app/api/coach/[id]/reminder/route";
import { GET as cronReminders } from "@/app/api/cron/reminders/route";
import { GET as readSettings, PUT as writeSettings } from "@/app/api/reminders/settings/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { getDb } from "@/db/client";
import { listOutboxEmails } from "@/db/queries/outbox";
import {
  adviceRequests,
  checkins,
  coachRequests,
  pushSubscriptions,
  reminderSettings,
  reminders,
  users,
} from "@/db/schema";
import { runReminders } from "@/lib/reminders/deliver";
import { REMINDER_DEFAULTS } from "@/lib/reminders/defaults";
import { readUnsubscribeToken } from "@/lib/reminders/unsubscribe";
import { askCoach, markedDraft } from "../helpers/coach";
import { makeIdentity, type Identity } from "../helpers/identities";
import { pushKeys } from "../helpers/push";
import { startPushService } from "../helpers/push-service";

const SECRET = "a-cron-secret-for-the-reminder-tests-0123456789";
vi.stubEnv("CRON_SECRET", SECRET);

const MINUTE = 60_000;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
});
afterEach(() => {
  push.reset();
});

const settingsOf = (person: Identity) => person.browser.call(readSettings, { path: "/api/reminders/settings" });
const changeSettings = (person: Identity, body: unknown) =>
  person.browser.call(writeSettings, { path: "/api/reminders/settings", method: "PUT", body });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const remind = (person: Identity, id: string, body: unknown) =>
  person.browser.call(remindAdvice, { path: `/api/advice/${id}/reminder`, method: "PUT", body, context: params(id) });

async function storedReminders(userId: string) {
  return (await getDb()).select().from(reminders).where(eq(reminders.userId, userId));
}

async function subscribe(userId: string, status = 201) {
  const { path, endpoint } = push.endpoint(status);
  await (await getDb()).insert(pushSubscriptions).values({ userId, endpoint, ...pushKeys().keys });
  return path;
}

/** A Pro person with a follow-up on their advice request, due at `dueAt`. */
async function dueFollowUp(dueAt: Date) {
  const person = await makeIdentity("pro");
  expect((await remind(person, person.adviceId!, { when: "in_2_days" })).status).toBe(200);
  await (
    await getDb()
  )
    .update(reminders)
    .set({ dueAt, nextAttemptAt: dueAt })
    .where(eq(reminders.userId, person.userId!));
  const [user] = await (await getDb()).select().from(users).where(eq(users.id, person.userId!));
  return { person, email: user!.email! };
}

/** Noon UTC, outside the default quiet hours (22:00–08:00 where the person is: UTC for these accounts). */
const NOON = new Date("2027-01-13T12:00:00Z");

describe("/api/reminders/settings", () => {
  it("reads the defaults, saves changes, and refuses bad input without changing anything", async () => {
    const person = await makeIdentity("free");
    expect(await settingsOf(person)).toMatchObject({
      status: 200,
      body: { ...REMINDER_DEFAULTS, emailVerified: true, timeZone: null },
    });

    const changed = await changeSettings(person, { checkinEnabled: true, checkinDay: 3, checkinHour: 8 });
    expect(changed).toMatchObject({ status: 200, body: { message: "Reminder settings saved." } });
    expect(changed.body.settings).toMatchObject({ checkinEnabled: true, checkinDay: 3, checkinHour: 8 });

    for (const [body, message] of [
      [{ checkinHour: 24 }, "Choose an hour from 0 to 23."],
      [{ checkinHour: 7.5 }, "Choose an hour from 0 to 23."],
      [{ checkinDay: 0 }, "Choose a day of the week."],
      [{ quietStart: null }, "Set both ends of quiet hours, or turn them off."],
      [{ email: "yes" }, undefined],
      [{ userId: "someone-else" }, undefined],
      [{}, undefined],
    ] as const) {
      const refused = await changeSettings(person, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe("invalid_input");
      if (message) expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect((await settingsOf(person)).body).toMatchObject({ checkinEnabled: true, checkinDay: 3, checkinHour: 8 });

    expect((await changeSettings(person, { quietStart: null, quietEnd: null })).body.settings).toMatchObject({
      quietStart: null,
      quietEnd: null,
    });
    // Off again, so that the runs below plan no check-in for this account.
    expect((await changeSettings(person, { checkinEnabled: false })).status).toBe(200);
  });

  it("is for accounts: signed out 401, guests 403", async () => {
    expect((await settingsOf(await makeIdentity("anonymous"))).status).toBe(401);
    const guest = await makeIdentity("guest");
    expect(await settingsOf(guest)).toMatchObject({ status: 403, body: { code: "guest_reminders" } });
    expect((await changeSettings(guest, { checkinEnabled: true })).status).toBe(403);
  });
});

describe("/api/advice/{id}/reminder and /api/coach/{id}/reminder", () => {
  it("sets, moves, reads and cancels a Pro request's follow-up reminder", async () => {
    const person = await makeIdentity("pro");
    const id = person.adviceId!;
    const before = Date.now();
    const set = await remind(person, id, { when: "in_3_days" });
    expect(set).toMatchObject({ status: 200, body: { reminder: { status: "pending" } } });
    const dueAt = (reply: { body: Record<string, unknown> }) =>
      Date.parse((reply.body.reminder as { dueAt: string }).dueAt);
    const due = dueAt(set) - before;
    expect(due).toBeGreaterThanOrEqual(3 * 24 * 60 * MINUTE);
    expect(due).toBeLessThan(3 * 24 * 60 * MINUTE + MINUTE);

    const moved = await remind(person, id, { when: "in_2_days" });
    expect(dueAt(moved)).toBeLessThan(dueAt(set));
    const rows = await storedReminders(person.userId!);
    expect(rows).toMatchObject([{ kind: "followup", key: `followup:advice:${id}`, path: `/advice/${id}#follow-up` }]);

    const read = await person.browser.call(adviceReminder, { path: `/api/advice/${id}/reminder`, context: params(id) });
    expect(read.body).toEqual({ reminder: moved.body.reminder });

    const cancelled = await person.browser.call(forgetAdviceReminder, {
      path: `/api/advice/${id}/reminder`,
      method: "DELETE",
      context: params(id),
    });
    expect(cancelled).toMatchObject({ status: 200, body: { reminder: null } });
    expect(await storedReminders(person.userId!)).toEqual([]);
  });

  it("refuses another person's request, a free account, a guest and a bad time, storing nothing", async () => {
    const owner = await makeIdentity("pro");
    const other = await makeIdentity("pro");
    expect(await remind(other, owner.adviceId!, { when: "in_2_days" })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
    const coachId = crypto.randomUUID();
    const foreignCoach = await other.browser.call(remindCoach, {
      path: `/api/coach/${coachId}/reminder`,
      method: "PUT",
      body: { when: "in_2_days" },
      context: params(coachId),
    });
    expect(foreignCoach.status).toBe(404);

    const free = await makeIdentity("free");
    expect(await remind(free, free.adviceId!, { when: "in_2_days" })).toMatchObject({
      status: 403,
      body: {
        code: "follow_up_reminder_pro",
        message: "Follow-up reminders come with Pro: on the free plan a request stays in your history for one day.",
      },
    });
    const guest = await makeIdentity("guest");
    expect((await remind(guest, guest.adviceId!, { when: "in_2_days" })).status).toBe(403);

    for (const body of [{ when: "next_week" }, {}, { when: "in_2_days", dueAt: "2020-01-01" }]) {
      expect((await remind(owner, owner.adviceId!, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const person of [owner, other, free, guest]) expect(await storedReminders(person.userId!)).toEqual([]);
  });
});

describe("the reminders run", () => {
  it("sends a due follow-up once, by e-mail and push, saying nothing of the moment", async () => {
    const { person, email } = await dueFollowUp(new Date(NOON.getTime() - MINUTE));
    const device = await subscribe(person.userId!);

    expect(await runReminders(NOON)).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    const [mail, ...more] = await listOutboxEmails({ to: email });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("How did it go?");
    expect(mail!.text).toContain(`/advice/${person.adviceId}#follow-up`);
    const [advice] = await (await getDb()).select().from(adviceRequests).where(eq(adviceRequests.id, person.adviceId!));
    expect(`${mail!.subject} ${mail!.text} ${mail!.html}`).not.toContain(advice!.situation);
    const unsubscribe = /<(.+)>/.exec(mail!.headers["List-Unsubscribe"] ?? "")![1]!;
    expect(readUnsubscribeToken(new URL(unsubscribe).searchParams.get("token")!)).toEqual({
      userId: person.userId,
      kind: "followup",
    });
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(push.received.map((r) => r.path)).toEqual([device]);
    expect(await storedReminders(person.userId!)).toMatchObject([
      { status: "sent", attempts: 1, emailSentAt: NOON, pushSentAt: NOON },
    ]);

    expect(await runReminders(new Date(NOON.getTime() + 60 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await listOutboxEmails({ to: email })).toHaveLength(1);
    expect(push.received).toHaveLength(1);
  });

  it("follows up on a coached message at its own page, and not once how it went is recorded", async () => {
    const person = await makeIdentity("pro");
    const { id, reply } = await askCoach(person.browser);
    expect(reply.status).toBe(200);
    const set = await person.browser.call(remindCoach, {
      path: `/api/coach/${id}/reminder`,
      method: "PUT",
      body: { when: "tomorrow_evening" },
      context: params(id),
    });
    expect(set.status).toBe(200);
    const due = new Date((set.body.reminder as { dueAt: string }).dueAt);
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, person.userId!));
    expect(await runReminders(due)).toMatchObject({ sent: 1 });
    const [mail] = await listOutboxEmails({ to: user!.email! });
    expect(mail!.subject).toBe("How did it go?");
    expect(mail!.text).toContain(`/coach/${id}#coach-feedback`);
    expect(mail!.text).not.toContain(markedDraft);

    await person.browser.call(remindCoach, {
      path: `/api/coach/${id}/reminder`,
      method: "PUT",
      body: { when: "in_3_days" },
      context: params(id),
    });
    await (await getDb()).update(coachRequests).set({ sent: true, outcome: "better" }).where(eq(coachRequests.id, id));
    const later = await storedReminders(person.userId!);
    expect(await runReminders(later[0]!.dueAt)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await listOutboxEmails({ to: user!.email! })).toHaveLength(1);
  });

  it("waits for quiet hours to end in the person's time zone", async () => {
    const { person, email } = await dueFollowUp(new Date("2027-01-13T14:00:00Z"));
    await (await getDb()).update(users).set({ timeZone: "Asia/Taipei" }).where(eq(users.id, person.userId!));
    // 23:00 in Taipei: quiet (22:00–08:00) until 08:00 there, 00:00 UTC.
    const late = new Date("2027-01-13T15:00:00Z");
    expect(await runReminders(late)).toMatchObject({ sent: 0, skipped: 0 });
    expect(await storedReminders(person.userId!)).toMatchObject([
      { status: "pending", attempts: 0, nextAttemptAt: new Date("2027-01-14T00:00:00Z") },
    ]);
    expect(await runReminders(new Date("2027-01-13T23:59:00Z"))).toMatchObject({ sent: 0 });
    expect(await runReminders(new Date("2027-01-14T00:00:00Z"))).toMatchObject({ sent: 1 });
    expect(await listOutboxEmails({ to: email })).toHaveLength(1);
  });

  it("skips a follow-up already answered, and one whose kind was turned off", async () => {
    const answered = await dueFollowUp(new Date(NOON.getTime() - MINUTE));
    await (
      await getDb()
    )
      .update(adviceRequests)
      .set({ followUp: "It went well", followUpStatus: "complete" })
      .where(eq(adviceRequests.id, answered.person.adviceId!));
    const off = await dueFollowUp(new Date(NOON.getTime() - MINUTE));
    expect((await changeSettings(off.person, { followupsEnabled: false })).status).toBe(200);

    expect(await runReminders(NOON)).toMatchObject({ sent: 0, skipped: 2 });
    for (const { person, email } of [answered, off]) {
      expect(await listOutboxEmails({ to: email })).toEqual([]);
      expect(await storedReminders(person.userId!)).toMatchObject([{ status: "skipped" }]);
    }
  });

  it("retries a failed push with backoff without sending the e-mail again; a 410 drops the device", async () => {
    const { person, email } = await dueFollowUp(new Date(NOON.getTime() - MINUTE));
    const failing = await subscribe(person.userId!, 500);

    expect(await runReminders(NOON)).toMatchObject({ sent: 0, retrying: 1 });
    expect(await storedReminders(person.userId!)).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        emailSentAt: NOON,
        pushSentAt: null,
        nextAttemptAt: new Date(NOON.getTime() + 5 * MINUTE),
      },
    ]);
    expect(await runReminders(new Date(NOON.getTime() + 4 * MINUTE))).toMatchObject({ retrying: 0, sent: 0 });

    push.answers.set(failing, 410);
    expect(await runReminders(new Date(NOON.getTime() + 5 * MINUTE))).toMatchObject({ sent: 1 });
    expect(push.received.map((r) => r.path)).toEqual([failing, failing]);
    expect(
      await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.userId!)),
    ).toEqual([]);
    expect(await listOutboxEmails({ to: email })).toHaveLength(1);
    expect(await storedReminders(person.userId!)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("writes only to a verified address, and gives up after five failed attempts", async () => {
    const { person, email } = await dueFollowUp(new Date(NOON.getTime() - MINUTE));
    await (await getDb()).update(users).set({ emailVerified: false }).where(eq(users.id, person.userId!));
    await subscribe(person.userId!, 503);
    let now = NOON.getTime();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const run = await runReminders(new Date(now));
      expect(run).toMatchObject(attempt < 5 ? { retrying: 1 } : { failed: 1 });
      now += 5 * MINUTE * 2 ** (attempt - 1);
    }
    expect(await storedReminders(person.userId!)).toMatchObject([{ status: "failed", attempts: 5 }]);
    expect(await listOutboxEmails({ to: email })).toEqual([]);
    expect(await runReminders(new Date(now + 24 * 60 * MINUTE))).toMatchObject({ failed: 0, retrying: 0 });
  });

  it("plans the weekly check-in at the chosen day and hour, unless the week has one", async () => {
    const person = await makeIdentity("free");
    const done = await makeIdentity("free");
    // Wednesday 2027-01-13, 09:00 in Taipei is 01:00 UTC.
    for (const who of [person, done]) {
      expect(
        (
          await changeSettings(who, {
            checkinEnabled: true,
            checkinDay: 3,
            checkinHour: 9,
            quietStart: null,
            quietEnd: null,
          })
        ).status,
      ).toBe(200);
      await (await getDb()).update(users).set({ timeZone: "Asia/Taipei" }).where(eq(users.id, who.userId!));
    }
    const answers = { satisfaction: 4, closeness: 4, heard: 4, conflict: 4, fun: 4 };
    await (
      await getDb()
    )
      .insert(checkins)
      .values({ userId: done.userId!, week: "2027-W02", date: "2027-01-12", ...answers });

    expect(await runReminders(new Date("2027-01-13T00:59:00Z"))).toMatchObject({ planned: 0 });
    const run = await runReminders(new Date("2027-01-13T01:05:00Z"));
    expect(run).toMatchObject({ planned: 1, sent: 1 });
    expect(await storedReminders(person.userId!)).toMatchObject([
      {
        kind: "checkin",
        key: "checkin:2027-W02",
        path: "/insights",
        status: "sent",
        dueAt: new Date("2027-01-13T01:00:00Z"),
      },
    ]);
    expect(await storedReminders(done.userId!)).toEqual([]);
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, person.userId!));
    expect((await listOutboxEmails({ to: user!.email! })).map((mail) => mail.subject)).toEqual([
      "Time for your weekly check-in",
    ]);
    // Planned once a week: later runs that week add nothing.
    expect(await runReminders(new Date("2027-01-13T05:00:00Z"))).toMatchObject({ planned: 0, sent: 0 });
  });

  it("goes with the account: settings, reminders and devices", async () => {
    const { person } = await dueFollowUp(new Date(NOON.getTime() + 60 * MINUTE));
    expect((await changeSettings(person, { checkinEnabled: true })).status).toBe(200);
    await subscribe(person.userId!);
    const deleted = await person.browser.call(deleteAccount, {
      path: "/api/user/delete",
      method: "DELETE",
      body: { confirm: true },
    });
    expect(deleted.status).toBe(200);
    const db = await getDb();
    expect(await storedReminders(person.userId!)).toEqual([]);
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.userId!))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.userId!))).toEqual([]);
  });

  it("runs from its cron route only with the cron secret", async () => {
    const call = (headers: Record<string, string>) =>
      cronReminders(new Request("http://localhost/api/cron/reminders", { headers }), undefined as never);
    expect((await call({})).status).toBe(401);
    const ran = await call({ authorization: `Bearer ${SECRET}` });
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({
      planned: expect.any(Number),
      sent: expect.any(Number),
      retrying: expect.any(Number),
      failed: expect.any(Number),
      skipped: expect.any(Number),
    });
  });
});
