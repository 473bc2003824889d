import "server-only";
import { findOwnAdviceRequest } from "@/db/queries/advice-requests";
import { findOwnCoachRequest } from "@/db/queries/coach-requests";
import { deleteReminder, findReminder, saveReminder } from "@/db/queries/reminders";
import type { Reminder, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasPro } from "@/lib/limits/plan-limits";
import type { FollowUpReminderView, FollowUpSubject } from "./follow-up-view";
import { followUpDueAt, type FollowUpTime } from "./schedule";

const keyOf = (subject: FollowUpSubject, id: string) => `followup:${subject}:${id}`;
/** Where the reminder leads: the request's own follow-up, never anything of what it was about. */
const pathOf = (subject: FollowUpSubject, id: string) =>
  subject === "advice" ? `/advice/${id}#follow-up` : `/coach/${id}#coach-feedback`;

/** The subject of a key ("followup:advice:<id>"), or null for a check-in's. */
export function followUpOf(key: string): { subject: FollowUpSubject; id: string } | null {
  const [kind, subject, id] = key.split(":");
  if (kind !== "followup" || (subject !== "advice" && subject !== "coach") || !id) return null;
  return { subject, id };
}

const view = (row: Reminder | undefined): FollowUpReminderView | null =>
  row ? { dueAt: row.dueAt.toISOString(), status: row.status } : null;

/**
 * The person's own request (another's reads as not found), for accounts that may set reminders: guests keep
 * nothing, and the free plan's one day of history would hide the request the reminder leads back to.
 */
async function ownSubject(user: User, subject: FollowUpSubject, id: string, setting = false): Promise<void> {
  if (user.isGuest) throw new AppError("guest_reminders");
  const find = subject === "advice" ? findOwnAdviceRequest : findOwnCoachRequest;
  if (!(await find({ id, userId: user.id }))) throw new AppError("not_found");
  if (setting && !hasPro(user)) throw new AppError("follow_up_reminder_pro");
}

export async function followUpReminder(user: User, subject: FollowUpSubject, id: string) {
  await ownSubject(user, subject, id);
  return view(await findReminder(user.id, keyOf(subject, id)));
}

/** "Ask me how it went": sets (or moves) the request's one follow-up reminder. */
export async function setFollowUpReminder(
  user: User,
  subject: FollowUpSubject,
  id: string,
  when: FollowUpTime,
  now = new Date(),
): Promise<FollowUpReminderView> {
  await ownSubject(user, subject, id, true);
  const dueAt = followUpDueAt(when, user.timeZone, now);
  const row = await saveReminder({
    userId: user.id,
    kind: "followup",
    key: keyOf(subject, id),
    path: pathOf(subject, id),
    dueAt,
  });
  return view(row)!;
}

export async function cancelFollowUpReminder(user: User, subject: FollowUpSubject, id: string): Promise<void> {
  await ownSubject(user, subject, id);
  await deleteReminder(user.id, keyOf(subject, id));
}
