import "server-only";
import { deleteCheckin, listCheckins, saveCheckin } from "@/db/queries/checkins";
import type { Checkin, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { checkinWindow, type CheckinInput } from "./checkin-schema";
import type { CheckinView } from "./checkin-view";
import { dayIn, isoWeekOf } from "./weeks";

export function checkinView(row: Checkin): CheckinView {
  return {
    id: row.id,
    week: row.week,
    date: row.date,
    answers: {
      satisfaction: row.satisfaction,
      closeness: row.closeness,
      heard: row.heard,
      conflict: row.conflict,
      fun: row.fun,
    },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person's today in their time zone (UTC until they have one). */
export function todayOf(user: Pick<User, "timeZone">, now = new Date()): string {
  return dayIn(user.timeZone, now);
}

/**
 * POST /api/checkins: the week's check-in. The day defaults to the person's today and must be one of the last
 * eight days (a 400 on `date` otherwise); a second one in the same ISO week is a 409 `checkin_exists` naming
 * the week, unless `replace` (which keeps the first one's id). Guests keep none: a trend outlives their session.
 */
export async function checkIn(
  user: User,
  { answers, note, date, replace }: CheckinInput,
  now = new Date(),
): Promise<{ checkin: CheckinView; replaced: boolean }> {
  if (user.isGuest) throw new AppError("guest_checkins");
  const day = checkinWindow(todayOf(user, now)).parse({ date: date ?? todayOf(user, now) }).date;
  const week = isoWeekOf(day);
  const saved = await saveCheckin({ userId: user.id, week, date: day, answers, note, replace });
  if (!saved) throw new AppError("checkin_exists", { fields: { week } });
  return { checkin: checkinView(saved.row), replaced: saved.replaced };
}

/** GET /api/checkins: the person's check-ins of the weeks asked for, oldest first; a guest has none. */
export async function checkinsOf(user: User, range: { from?: string; to?: string }): Promise<CheckinView[]> {
  if (user.isGuest) return [];
  return (await listCheckins({ userId: user.id, ...range })).map(checkinView);
}

/** DELETE /api/checkins/{id}: one of the person's own; any other id is not found. */
export async function removeCheckin(user: User, id: string): Promise<void> {
  if (!(await deleteCheckin({ userId: user.id, id }))) throw new AppError("not_found");
}
