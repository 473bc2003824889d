import { ScreenMessages } from "@/components/app/screen-messages";
import { RemindersScreen } from "@/components/reminders/reminders-screen";
import { SettingsSubpage } from "@/components/settings/settings-subpage";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { reminderSettingsOf } from "@/lib/reminders/settings";

export const generateMetadata = pageMetadata("reminders");

const TITLE_ID = "reminders-title";

/** Settings → Reminders: the weekly check-in, follow-ups, quiet hours, and e-mail or notifications. */
export default async function RemindersPage() {
  const user = await requirePageUser();

  return (
    <SettingsSubpage namespace="reminders" titleId={TITLE_ID} guest={user.isGuest}>
      {user.isGuest ? null : (
        <ScreenMessages screen="settings">
          <RemindersScreen initial={await reminderSettingsOf(user)} email={user.email} />
        </ScreenMessages>
      )}
    </SettingsSubpage>
  );
}
