import "server-only";
import { findReminderSettings, saveReminderSettings, turnOffReminderSetting } from "@/db/queries/reminder-settings";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { REMINDER_DEFAULTS, type ReminderChoices } from "./defaults";
import type { ReminderSettingsView } from "./settings-view";
import { KIND_SETTING, type ReminderKind } from "./kinds";
import type { ReminderSettingsInput } from "./reminder-schema";

function view(user: User, stored: ReminderChoices | undefined): ReminderSettingsView {
  const { checkinEnabled, checkinDay, checkinHour, followupsEnabled, quietStart, quietEnd, email, push } = {
    ...REMINDER_DEFAULTS,
    ...stored,
  };
  return {
    ...{ checkinEnabled, checkinDay, checkinHour, followupsEnabled, quietStart, quietEnd, email, push },
    emailVerified: Boolean(user.email && user.emailVerified),
    timeZone: user.timeZone,
  };
}

const accountOnly = (user: User) => {
  if (user.isGuest) throw new AppError("guest_reminders");
};

export async function reminderSettingsOf(user: User): Promise<ReminderSettingsView> {
  accountOnly(user);
  return view(user, await findReminderSettings(user.id));
}

export async function changeReminderSettings(
  user: User,
  changes: ReminderSettingsInput,
): Promise<ReminderSettingsView> {
  accountOnly(user);
  return view(user, await saveReminderSettings(user.id, changes));
}

/**
 * Turns one kind of reminder off for every channel (an e-mail's unsubscribe link); the other kind stays. A
 * deleted account's link changes nothing: it gets no reminders at all.
 */
export async function turnOffReminderKind(userId: string, kind: ReminderKind): Promise<void> {
  await turnOffReminderSetting(userId, KIND_SETTING[kind]);
}
