import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DemoWelcome } from "@/components/app/demo-welcome";
import { InlineScript } from "@/components/shell/inline-script";
import { offlineAdvisorNotice } from "@/lib/ai/offline-notice";
import { requirePageUser } from "@/lib/auth/current-user";
import { userPersona } from "@/lib/personas/personas";
import { shouldOfferProfile } from "@/lib/profile/first-run";
import { ChatScreen, type Linked } from "@/components/chat/chat-screen";
import { reopenConversationScript } from "@/components/chat/reopen-conversation";

/**
 * Runs as the parser reaches it, before the first paint: a conversation in the page's HTML shows its newest
 * message, as the chat screen's own scrolling does once React runs, instead of its first.
 */
const showNewestScript = `(function(s){if(s)s.scrollTop=s.scrollHeight})(document.querySelector("[data-chat-scroller]"))`;

/**
 * The signed-in chat, at /chat, from a /chat/{id} link (`linked`, its newest messages already in the page), or
 * on a new private chat at /chat/private (`privateChat`: a reload there does not go on to the tab's conversation).
 */
export async function ChatPage({ linked, privateChat = false }: { linked?: Linked; privateChat?: boolean }) {
  const user = await requirePageUser();
  if (shouldOfferProfile(user)) redirect("/post-auth-onboarding");
  const t = await getTranslations("personas");
  return (
    <>
      {linked || privateChat ? null : <InlineScript code={reopenConversationScript} />}
      <Suspense>
        <DemoWelcome />
      </Suspense>
      <ChatScreen
        personaName={t(`${userPersona(user)}.name`)}
        offlineAdvisor={offlineAdvisorNotice(user)}
        savesConversations={user.saveConversations}
        profileIncomplete={!user.onboardingCompleted && !user.isGuest}
        linked={linked}
        startPrivate={privateChat}
      />
      {linked?.page ? <InlineScript code={showNewestScript} /> : null}
    </>
  );
}
