import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";
import {
  CHECKIN_DAYS_BACK,
  CHECKIN_NOTE_MAX,
  CHECKIN_QUESTIONS,
  CHECKIN_SCALE,
  type CheckinQuestion,
} from "./questions";
import { addDays, isDay, isIsoWeek } from "./weeks";

const answer = z
  .number({ error: "validation.checkinAnswer" })
  .int({ error: "validation.checkinAnswer" })
  .min(CHECKIN_SCALE.min, { error: "validation.checkinAnswer" })
  .max(CHECKIN_SCALE.max, { error: "validation.checkinAnswer" });

const answers = z.strictObject(
  Object.fromEntries(CHECKIN_QUESTIONS.map((question) => [question, answer])) as Record<CheckinQuestion, typeof answer>,
  { error: "validation.checkinAnswers" },
);

/** A calendar day, `YYYY-MM-DD`; whether it is in the last eight days depends on the person's time zone. */
export const checkinDay = text({ error: "validation.checkinDate" }).refine(isDay, { error: "validation.checkinDate" });

/**
 * POST /api/checkins: the five answers (integers 0–6), an optional sentence, the day it is about (default:
 * today in the person's time zone) and whether it may replace the check-in that week already has.
 */
export const checkinSchema = z.strictObject({
  answers,
  note: text()
    .max(CHECKIN_NOTE_MAX, { error: "validation.checkinNoteTooLong" })
    .optional()
    .transform((note) => note || null),
  date: checkinDay.optional(),
  replace: z.boolean({ error: "validation.toggle" }).default(false),
});

export type CheckinInput = z.output<typeof checkinSchema>;

const week = text({ error: "validation.checkinWeek" }).refine(isIsoWeek, { error: "validation.checkinWeek" });

/** GET /api/checkins: the weeks from `from` to `to`, both included, each optional. */
export const checkinRangeSchema = z
  .object({ from: week.optional(), to: week.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { error: "validation.checkinRange", path: ["to"] });

/** The id in /api/checkins/{id}. */
export const checkinIdSchema = z.object({ id: clientId() });

/** The day a check-in is about, against the person's today: not in the future, at most seven days back. */
export function checkinWindow(today: string) {
  return z.object({
    date: checkinDay
      .refine((day) => day <= today, { error: "validation.checkinDateFuture" })
      .refine((day) => day >= addDays(today, -CHECKIN_DAYS_BACK), { error: "validation.checkinDateTooOld" }),
  });
}
