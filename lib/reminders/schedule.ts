import { addDays, dayIn, isoWeekOf, mondayOf } from "@/lib/checkins/weeks";

/** "Ask me how it went": when, counted from the moment the person asks. */
export const FOLLOW_UP_TIMES = ["tomorrow_evening", "in_2_days", "in_3_days"] as const;
export type FollowUpTime = (typeof FOLLOW_UP_TIMES)[number];

/** "Tomorrow evening" is this hour of the next day in the person's time zone. */
export const EVENING_HOUR = 19;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock hour (0–23) an instant falls on in a time zone (null: UTC). */
export function hourIn(timeZone: string | null, instant: Date): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: timeZone ?? "UTC", hour: "numeric", hourCycle: "h23" })
    .formatToParts(instant)
    .find((part) => part.type === "hour")?.value;
  return Number(hour);
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string | null, instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timeZone ?? "UTC",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a day's hour (`YYYY-MM-DD`, 0–23) starts in a time zone. An hour a clock change skips
 * comes out an hour later; one it repeats, the first time.
 */
export function instantAt(timeZone: string | null, day: string, hour: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  const first = wall - offsetAt(timeZone, new Date(wall));
  const second = wall - offsetAt(timeZone, new Date(first));
  if (first === second) return new Date(first);
  const right = [first, second].filter((candidate) => hourIn(timeZone, new Date(candidate)) === hour);
  return new Date(right.length > 0 ? Math.min(...right) : Math.max(first, second));
}

/** When a follow-up chosen now is due: tomorrow at 19:00 where the person lives, or two or three days on. */
export function followUpDueAt(when: FollowUpTime, timeZone: string | null, now: Date): Date {
  if (when === "tomorrow_evening") return instantAt(timeZone, addDays(dayIn(timeZone, now), 1), EVENING_HOUR);
  return new Date(now.getTime() + (when === "in_2_days" ? 2 : 3) * DAY_MS);
}

export type QuietHours = { start: number | null; end: number | null };

/** Whether an hour is inside quiet hours (`start` included, `end` not; they may wrap midnight). */
export function isQuietHour(hour: number, { start, end }: QuietHours): boolean {
  if (start === null || end === null || start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The moment quiet hours end after `now` when `now` falls inside them; null when it does not. */
export function quietUntil(timeZone: string | null, quiet: QuietHours, now: Date): Date | null {
  if (!isQuietHour(hourIn(timeZone, now), quiet)) return null;
  const today = dayIn(timeZone, now);
  const endToday = instantAt(timeZone, today, quiet.end!);
  return endToday > now ? endToday : instantAt(timeZone, addDays(today, 1), quiet.end!);
}

/** This week's check-in reminder in the person's time zone: the ISO week and the moment it is due. */
export function checkinMoment(
  timeZone: string | null,
  { day, hour }: { day: number; hour: number },
  now: Date,
): { week: string; dueAt: Date } {
  const week = isoWeekOf(dayIn(timeZone, now));
  return { week, dueAt: instantAt(timeZone, addDays(mondayOf(week), day - 1), hour) };
}
