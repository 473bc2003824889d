import { AskScreen } from "@/components/advice/ask-screen";
import { currentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("advice");

export default async function AdvicePage() {
  const user = (await currentUser())!;
  return <AskScreen offlineAdvisor={env().aiProvider === "offline" || user.testMode} />;
}
