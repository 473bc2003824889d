import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DemoWelcome } from "@/components/app/demo-welcome";
import { ChatScreen } from "@/components/chat/chat-screen";
import type { OfflineNotice } from "@/components/chat/chat-types";
import { currentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { userPersona } from "@/lib/personas/personas";
import { shouldOfferProfile } from "@/lib/profile/first-run";

export const generateMetadata = pageMetadata("chat");

/**
 * Which offline-advisor notice the chat shows: none with a model configured; everyone sees the short label;
 * how to configure a model is for development builds and admins only, never for the people using Hearth.
 */
function offlineAdvisorNotice(user: { testMode: boolean; isAdmin: boolean }): OfflineNotice {
  const { aiProvider, production } = env();
  if (aiProvider === "offline") return !production || user.isAdmin ? "with-setup" : "label";
  return user.testMode ? "label" : "none";
}

export default async function ChatPage() {
  const user = (await currentUser())!;
  if (shouldOfferProfile(user)) redirect("/post-auth-onboarding");
  const t = await getTranslations("personas");
  return (
    <>
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
