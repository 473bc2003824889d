/** Settings → Reminders: the weekly check-in's ISO weekday and hour, follow-ups, quiet hours, channels. */
export type ReminderChoices = {
  checkinEnabled: boolean;
  checkinDay: number;
  checkinHour: number;
  followupsEnabled: boolean;
  quietStart: number | null;
  quietEnd: number | null;
  email: boolean;
  push: boolean;
};

/** The choices before the person changes anything (also the columns' defaults in db/schema.ts). */
export const REMINDER_DEFAULTS = {
  checkinEnabled: false,
  checkinDay: 7,
  checkinHour: 19,
  followupsEnabled: true,
  quietStart: 22,
  quietEnd: 8,
  email: true,
  push: true,
} satisfies ReminderChoices;
