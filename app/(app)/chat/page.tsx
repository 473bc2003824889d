import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DemoWelcome } from "@/components/app/demo-welcome";
import { ChatScreen } from "@/components/chat/chat-screen";
import { currentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { userPersona } from "@/lib/personas/personas";
import { isAppShellRequest } from "@/lib/pwa/app-shell";

export const generateMetadata = pageMetadata("chat");

export default async function ChatPage() {
  if (await isAppShellRequest()) {
    const t = await getTranslations("pwa.offline");
    return <ChatScreen personaName={t("advisor")} offlineAdvisor={false} savesConversations appShell />;
  }
  const user = (await currentUser())!;
  const t = await getTranslations("personas");
  return (
    <>
      <Suspense>
        <DemoWelcome />
      </Suspense>
      <ChatScreen
        personaName={t(`${userPersona(user)}.name`)}
        offlineAdvisor={env().aiProvider === "offline" || user.testMode}
        savesConversations={user.saveConversations}
      />
    </>
  );
}
