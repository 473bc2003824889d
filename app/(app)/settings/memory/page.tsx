import { ScreenMessages } from "@/components/app/screen-messages";
import { MemoryScreen } from "@/components/memory/memory-screen";
import { SettingsSubpage } from "@/components/settings/settings-subpage";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { memoryOf } from "@/lib/memory/memories";

export const generateMetadata = pageMetadata("memory");

const TITLE_ID = "memory-title";

/** What Hearth remembers of the person across conversations: read, add, change, forget, or pause it. */
export default async function MemoryPage() {
  const user = await requirePageUser();

  return (
    <SettingsSubpage namespace="memory" titleId={TITLE_ID} guest={user.isGuest}>
      {user.isGuest ? null : (
        <ScreenMessages screen="settings">
          <MemoryScreen initial={await memoryOf(user)} titleId={TITLE_ID} />
        </ScreenMessages>
      )}
    </SettingsSubpage>
  );
}
