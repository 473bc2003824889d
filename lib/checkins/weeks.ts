/**
 * Calendar days (`YYYY-MM-DD`) and ISO 8601 weeks (`YYYY-Www`: weeks start on Monday, and week 1 holds the
 * year's first Thursday). Pure and shared by the server and the browser, so both count weeks alike.
 */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = utc(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(utc(day).getTime() + days * DAY_MS));
}

/** The ISO week a day falls in: the week of its Thursday, numbered in that Thursday's year. */
export function isoWeekOf(day: string): string {
  const date = utc(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday a week starts on. */
export function mondayOf(week: string): string {
  const [, year = "", number = ""] = WEEK_PATTERN.exec(week) ?? [];
  const january4 = new Date(Date.UTC(Number(year), 0, 4));
  const firstMonday = january4.getTime() - ((january4.getUTCDay() + 6) % 7) * DAY_MS;
  return dayOf(new Date(firstMonday + (Number(number) - 1) * 7 * DAY_MS));
}

/** A week that exists, written `YYYY-Www` (2026 has no week 53; 2026-W00 is no week). */
export function isIsoWeek(value: string): boolean {
  const match = WEEK_PATTERN.exec(value);
  return match !== null && Number(match[2]) >= 1 && isoWeekOf(mondayOf(value)) === value;
}

/** Whole weeks from `earlier` to `later` (negative when `later` comes first). */
export function weeksBetween(earlier: string, later: string): number {
  return Math.round((utc(mondayOf(later)).getTime() - utc(mondayOf(earlier)).getTime()) / (7 * DAY_MS));
}

/** The calendar day an instant falls on in a time zone (null: UTC). */
export function dayIn(timeZone: string | null, instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: timeZone ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
