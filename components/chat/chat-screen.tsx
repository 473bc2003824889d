"use client";

import { queryKeys } from "@/lib/api/query-keys";
import { useQuery } from "@tanstack/react-query";
import { MenuIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import type { HelpCardData } from "@/lib/safety/help-card";
import { toChatMessages, type StoredMessage } from "./chat-types";
import { ChatPanel } from "./chat-panel";
import { ConversationSidebar } from "./conversation-sidebar";
import { PENDING_CONVERSATION_KEY } from "./open-pending-conversation";

/** `title` is known for a new chat once its first reply has arrived. */
type Opened = { id: string; fresh: boolean; title?: string };
type Loaded = {
  conversation: { id: string; title: string; isTemporary: boolean; helpCard: HelpCardData | null };
  messages: StoredMessage[];
};

/** The chat screen: conversations on the side (a sheet on small screens) and the open conversation. */
export function ChatScreen({
  personaName,
  offlineAdvisor,
  savesConversations,
}: {
  personaName: string;
  offlineAdvisor: boolean;
  savesConversations: boolean;
}) {
  const t = useTranslations("chat");
  const [opened, setOpened] = useState<Opened>(() => ({ id: crypto.randomUUID(), fresh: true }));
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    const pending = window.localStorage.getItem(PENDING_CONVERSATION_KEY);
    if (!pending) return;
    window.localStorage.removeItem(PENDING_CONVERSATION_KEY);
    // Opening a conversation from a /chat/{id} link happens once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened({ id: pending, fresh: false });
  }, []);

  const loaded = useQuery({
    queryKey: queryKeys.conversation(opened.id),
    queryFn: ({ signal }) => api<Loaded>(`/api/conversations/${opened.id}`, { signal }),
    enabled: !opened.fresh,
    staleTime: Infinity,
  });

  const select = (id: string) => {
    setOpened({ id, fresh: false });
    setSheetOpen(false);
  };
  const startNew = () => {
    setOpened({ id: crypto.randomUUID(), fresh: true });
    setSheetOpen(false);
  };
  const sidebar = <ConversationSidebar activeId={opened.id} onSelect={select} onNew={startNew} />;

  return (
    <div className="flex h-full min-h-0">
      <aside className="hidden w-72 shrink-0 border-r md:block">{sidebar}</aside>
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b px-3 py-2">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openConversations")}>
                <MenuIcon aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-80 p-0" closeLabel={t("close")}>
              <SheetTitle className="sr-only">{t("conversations")}</SheetTitle>
              {sidebar}
            </SheetContent>
          </Sheet>
          <h1 className="min-w-0 flex-1 truncate font-medium">
            {opened.fresh
              ? (opened.title ?? t("newChat"))
              : (loaded.data?.conversation.title ?? t("loadingConversation"))}
          </h1>
          <Link href="/ai-tone" className="rounded-full border px-3 py-1 text-xs font-medium hover:bg-accent">
            {t("persona", { name: personaName })}
          </Link>
        </div>
        {opened.fresh ? (
          <ChatPanel
            key={opened.id}
            conversationId={opened.id}
            initialMessages={[]}
            offlineAdvisor={offlineAdvisor}
            temporary={!savesConversations}
            onTitle={(title) => setOpened((current) => (current.id === opened.id ? { ...current, title } : current))}
          />
        ) : loaded.isPending ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label={t("loadingConversation")} />
          </div>
        ) : loaded.isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <p>{t("conversationMissing")}</p>
            <Button onClick={startNew}>{t("newChat")}</Button>
          </div>
        ) : (
          <ChatPanel
            key={opened.id}
            conversationId={opened.id}
            initialMessages={toChatMessages(loaded.data.messages)}
            offlineAdvisor={offlineAdvisor}
            temporary={loaded.data.conversation.isTemporary}
            pinnedCard={loaded.data.conversation.helpCard}
          />
        )}
      </main>
    </div>
  );
}
