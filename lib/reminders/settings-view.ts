import type { ReminderChoices } from "./defaults";

/** Settings → Reminders as the browser sees them, with whether e-mail can reach the person at all. */
export type ReminderSettingsView = ReminderChoices & {
  /** E-mail reminders go only to a verified address. */
  emailVerified: boolean;
  timeZone: string | null;
};
