import { ScreenMessages } from "@/components/app/screen-messages";
import { AskScreen } from "@/components/advice/ask-screen";
import { offlineAdvisorNotice } from "@/lib/ai/offline-notice";
import { requirePageUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("advice");

export default async function AdvicePage() {
  const user = await requirePageUser();
  return (
    <ScreenMessages screen="advice">
      <AskScreen offlineAdvisor={offlineAdvisorNotice(user)} />
    </ScreenMessages>
  );
}
