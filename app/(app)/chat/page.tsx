import { getTranslations } from "next-intl/server";
import { ChatPage } from "./chat-page";
import { ChatScreen } from "@/components/chat/chat-screen";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { isAppShellRequest } from "@/lib/pwa/app-shell";

export const generateMetadata = pageMetadata("chat");

export default async function ChatRoute() {
  if (await isAppShellRequest()) {
    const t = await getTranslations("pwa.offline");
    return (
      <ChatScreen
        personaName={t("advisor")}
        offlineAdvisor="none"
        savesConversations
        profileIncomplete={false}
        appShell
      />
    );
  }
  return <ChatPage />;
}
