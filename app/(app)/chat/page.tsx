import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DemoWelcome } from "@/components/app/demo-welcome";
import { ChatScreen } from "@/components/chat/chat-screen";
import { earlyConversationScript } from "@/components/chat/early-conversation";
import { InlineScript } from "@/components/shell/inline-script";
import { offlineAdvisorNotice } from "@/lib/ai/offline-notice";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { userPersona } from "@/lib/personas/personas";
import { shouldOfferProfile } from "@/lib/profile/first-run";
import { isAppShellRequest } from "@/lib/pwa/app-shell";

export const generateMetadata = pageMetadata("chat");

export default async function ChatPage() {
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
  const user = (await currentUser())!;
  if (shouldOfferProfile(user)) redirect("/post-auth-onboarding");
  const t = await getTranslations("personas");
  return (
    <>
      <InlineScript code={earlyConversationScript} />
      <Suspense>
        <DemoWelcome />
      </Suspense>
      <ChatScreen
        personaName={t(`${userPersona(user)}.name`)}
        offlineAdvisor={offlineAdvisorNotice(user)}
        savesConversations={user.saveConversations}
        profileIncomplete={!user.onboardingCompleted && !user.isGuest}
      />
    </>
  );
}
