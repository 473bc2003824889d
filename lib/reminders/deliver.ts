import "server-only";
import {
  addReminders,
  checkedIn,
  checkinReminderAccounts,
  claimDueReminders,
  followUpSettled,
  recipients,
  updateReminder,
  type Recipient,
} from "@/db/queries/reminders";
import type { Reminder } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { hasPro } from "@/lib/limits/plan-limits";
import { log } from "@/lib/ops/log";
import { REMINDER_DEFAULTS } from "./defaults";
import { followUpOf } from "./follow-ups";
import { sendPush } from "./push";
import { reminderEmail } from "./reminder-email";
import { checkinMoment, quietUntil } from "./schedule";

const BATCH = 100;
/** A run sends at most this many batches; the next run goes on with the rest. */
const MAX_BATCHES = 20;
/** A reminder that failed this many times is given up on. */
export const MAX_ATTEMPTS = 5;
/** Retries wait 5, 10, 20, 40 minutes. */
const retryDelay = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);
/** A claim older than this was left by a run that died: its reminder is taken again. */
const STALE_CLAIM_MS = 10 * 60_000;
/** A week's check-in reminder found later than this after its time is not sent that week. */
const CHECKIN_LATE_MS = 24 * 3_600_000;

export type ReminderRun = { planned: number; sent: number; retrying: number; failed: number; skipped: number };
type Outcome = "sent" | "retrying" | "failed" | "skipped" | "deferred";

/** Where links in reminders point: the public address, or this server in development. */
function appOrigin(): string {
  return env().APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

/** Adds this week's check-in reminder for each account whose chosen day and hour came in the last day. */
async function planCheckins(now: Date): Promise<number> {
  const due = (await checkinReminderAccounts()).flatMap((account) => {
    const { week, dueAt } = checkinMoment(account.timeZone, account, now);
    const late = now.getTime() - dueAt.getTime();
    if (late < 0 || late > CHECKIN_LATE_MS || (account.lastWeek ?? "") >= week) return [];
    return [{ userId: account.userId, kind: "checkin" as const, key: `checkin:${week}`, path: "/insights", dueAt }];
  });
  return addReminders(due);
}

/** Whether the reminder still has a reason to go: its kind is on and the moment is still unanswered. */
async function stillWanted(reminder: Reminder, person: Recipient): Promise<boolean> {
  const settings = person.settings ?? REMINDER_DEFAULTS;
  if (person.isGuest) return false;
  if (reminder.kind === "checkin")
    return settings.checkinEnabled && !(await checkedIn(person.id, reminder.key.slice("checkin:".length)));
  const followUp = followUpOf(reminder.key);
  if (!settings.followupsEnabled || !followUp || !hasPro(person)) return false;
  return !(await followUpSettled(followUp.subject, followUp.id, person.id));
}

/** The notification's words: the same for every moment, so a lock screen says nothing of what it was. */
function notification(reminder: Reminder, person: Recipient) {
  const t = translator(person.language);
  const followUp = reminder.kind === "followup";
  return {
    title: t(followUp ? "reminders.notification.followUpTitle" : "reminders.notification.checkinTitle"),
    body: t(followUp ? "reminders.notification.followUpBody" : "reminders.notification.checkinBody"),
    url: reminder.path,
    tag: `reminder-${reminder.id}`,
  };
}

/** Sends one claimed reminder on each channel it has not reached yet, and records what happened. */
async function deliver(reminder: Reminder, person: Recipient | undefined, now: Date): Promise<Outcome> {
  if (!person || !(await stillWanted(reminder, person))) {
    await updateReminder(reminder.id, { status: "skipped" });
    return "skipped";
  }
  const settings = person.settings ?? REMINDER_DEFAULTS;
  const quietEnds = quietUntil(person.timeZone, { start: settings.quietStart, end: settings.quietEnd }, now);
  if (quietEnds) {
    await updateReminder(reminder.id, { status: "pending", nextAttemptAt: quietEnds, attempts: reminder.attempts - 1 });
    return "deferred";
  }

  const sent: Partial<Pick<Reminder, "emailSentAt" | "pushSentAt">> = {};
  let failures = 0;
  let reached = Boolean(reminder.emailSentAt || reminder.pushSentAt);
  if (settings.email && person.email && person.emailVerified && !reminder.emailSentAt) {
    try {
      const origin = appOrigin();
      const { kind, path } = reminder;
      await sendEmail(
        await reminderEmail({ to: person.email, userId: person.id, kind, locale: person.language, path, origin }),
      );
      sent.emailSentAt = now;
      reached = true;
    } catch (error) {
      failures += 1;
      log.error("reminder.email_failed", error);
    }
  }
  if (settings.push && !reminder.pushSentAt) {
    const push = await sendPush(person.id, notification(reminder, person));
    if (push.delivered > 0) {
      sent.pushSentAt = now;
      reached = true;
    } else if (push.failed > 0) failures += 1;
  }

  if (failures === 0) {
    const status = reached ? "sent" : "skipped";
    await updateReminder(reminder.id, { status, ...sent });
    return status;
  }
  const status = reminder.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  const nextAttemptAt = new Date(now.getTime() + retryDelay(reminder.attempts));
  await updateReminder(reminder.id, { status, nextAttemptAt, ...sent });
  return status === "failed" ? "failed" : "retrying";
}

/**
 * The reminders run (`/api/cron/reminders`, or the server's own timer): plans the week's check-in reminders,
 * then sends every due reminder once. Overlapping runs claim disjoint rows; a failed channel is retried with
 * backoff, without sending again what already arrived on the other.
 */
export async function runReminders(now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { planned: await planCheckins(now), sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  let claimed: Reminder[] = [];
  for (let batch = 0; batch < MAX_BATCHES && (batch === 0 || claimed.length === BATCH); batch += 1) {
    claimed = await claimDueReminders({ now, staleBefore, limit: BATCH });
    const people = new Map((await recipients([...new Set(claimed.map((r) => r.userId))])).map((p) => [p.id, p]));
    for (const reminder of claimed) {
      const outcome = await deliver(reminder, people.get(reminder.userId), now);
      if (outcome !== "deferred") run[outcome] += 1;
    }
  }
  if (Object.values(run).some((count) => count > 0)) log.info("job.done", { job: "reminders", ...run });
  return run;
}
