import { AskScreen } from "@/components/advice/ask-screen";
import { offlineAdvisorNotice } from "@/lib/ai/offline-notice";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("advice");

export default async function AdvicePage() {
  const user = (await currentUser())!;
  return <AskScreen offlineAdvisor={offlineAdvisorNotice(user)} />;
}
