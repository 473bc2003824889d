import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { FOLLOW_UP_TIMES } from "./schedule";

const toggle = z.boolean({ error: "validation.toggle" });
const whole = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const hour = whole("validation.reminderHour", 0, 23);
const quietHour = hour.nullable();

/**
 * PUT /api/reminders/settings: any of Settings → Reminders. Hours are whole hours (0–23) in the account's time
 * zone, the check-in day an ISO weekday (1 Monday … 7 Sunday); quiet hours are both set or both null (off).
 */
export const reminderSettingsSchema = z
  .strictObject({
    checkinEnabled: toggle.optional(),
    checkinDay: whole("validation.reminderDay", 1, 7).optional(),
    checkinHour: hour.optional(),
    followupsEnabled: toggle.optional(),
    quietStart: quietHour.optional(),
    quietEnd: quietHour.optional(),
    email: toggle.optional(),
    push: toggle.optional(),
  })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), {
    error: "validation.noSettings",
  })
  .refine((settings) => (settings.quietStart === null) === (settings.quietEnd === null), {
    error: "validation.quietHours",
    path: ["quietEnd"],
  });

export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;

/** PUT /api/advice/{id}/reminder and /api/coach/{id}/reminder: "ask me how it went", and when. */
export const followUpReminderSchema = z.strictObject({
  when: z.enum(FOLLOW_UP_TIMES, { error: "validation.followUpTime" }),
});

export const reminderSubjectIdSchema = z.object({ id: clientId() });
