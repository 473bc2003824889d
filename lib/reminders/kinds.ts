import { REMINDER_KINDS } from "@/db/schema";

export type ReminderKind = (typeof REMINDER_KINDS)[number];
export { REMINDER_KINDS };

/** The setting a kind's unsubscribe link turns off. */
export const KIND_SETTING = { checkin: "checkinEnabled", followup: "followupsEnabled" } as const satisfies Record<
  ReminderKind,
  string
>;
