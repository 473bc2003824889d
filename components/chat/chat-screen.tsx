"use client";

import { queryKeys } from "@/lib/client/query-keys";
import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { EyeOffIcon, MenuIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { keepAppShell } from "@/components/pwa/app-shell-cache";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { useOnline } from "@/components/pwa/use-online";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHasOpened } from "@/components/ui/use-has-opened";
import { api, apiFetch } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import type { HelpCardData } from "@/lib/safety/help-card";
import { toChatMessages, type ChatMessage, type StoredMessage } from "./chat-types";
import { useUsage } from "@/components/app/use-usage";
import type { OfflineNotice } from "@/lib/ai/offline-notice";
import { ChatPanel } from "./chat-panel";
import { ConversationSidebar } from "./conversation-sidebar";
import { rememberedConversation, rememberOpenConversation } from "./open-conversation-memory";
import { useLeaveGuard } from "./use-leave-guard";

const ConversationsSheet = dynamic(() => import("./conversations-sheet").then((module) => module.ConversationsSheet), {
  ssr: false,
});
/** Shown only to someone at the conversation limit who opens a new chat. */
const ConversationLimitChoices = dynamic(
  () => import("./conversation-limit-choices").then((module) => module.ConversationLimitChoices),
  { ssr: false, loading: LimitChoicesLoading },
);

function LimitChoicesLoading() {
  return <Spinner className="mx-auto my-10" label={useTranslations("common")("loading")} />;
}

/** `title` is known for a new chat once its first reply has arrived (or it is renamed). */
/** `started`: a new conversation in which something was sent (it counts as the user's conversation now). */
/** `restored`: reopened after a reload; if it is gone meanwhile, a new chat opens instead. */
/** `private`: a private chat, which stores nothing (docs/chat.md#private-chat); `fresh` too, always. */
type Opened = { id: string; fresh: boolean; started?: boolean; title?: string; restored?: boolean; private?: boolean };

/** Where a private chat shows: a reload there opens a new, empty one. */
const PRIVATE_CHAT_PATH = "/chat/private";
/** One page of GET /api/conversations/{id}: the newest messages first, then older ones by `olderCursor`. */
export type ConversationPage = {
  conversation: { id: string; title: string; isTemporary: boolean; helpCard: HelpCardData | null };
  messages: StoredMessage[];
  olderCursor: string | null;
};

/**
 * The conversation a /chat/{id} link opens, with its newest page when the server found it (in the page's HTML);
 * `restored`: the tab reopening its own conversation after a reload, which if gone gives a new chat.
 */
export type Linked = { id: string; page: ConversationPage | null; restored: boolean };

/**
 * A page's messages as the chat shows them, converted once: a message keeps its object as more pages come (or
 * the conversation is renamed), so the memoised message rows do not render again.
 */
const converted = new WeakMap<StoredMessage[], ChatMessage[]>();
function chatMessagesOf(page: ConversationPage): ChatMessage[] {
  let messages = converted.get(page.messages);
  if (!messages) converted.set(page.messages, (messages = toChatMessages(page.messages)));
  return messages;
}

/**
 * The chat screen: conversations on the side (a sheet on small screens) and the open conversation.
 * Offline it says so and keeps the draft. `appShell`: this is the copy the service worker serves when
 * there is no network (no account data, nothing to load); it reloads into the real screen once online.
 * `startPrivate`: opens on a private chat (/chat/private), which asks before it is left once something was sent.
 */
export function ChatScreen({
  personaName,
  offlineAdvisor,
  savesConversations,
  profileIncomplete,
  linked,
  startPrivate = false,
  appShell = false,
}: {
  personaName: string;
  offlineAdvisor: OfflineNotice;
  savesConversations: boolean;
  profileIncomplete: boolean;
  linked?: Linked;
  startPrivate?: boolean;
  appShell?: boolean;
}) {
  const t = useTranslations("chat");
  const [opened, setOpened] = useState<Opened>(() =>
    linked && (linked.page || !linked.restored)
      ? { id: linked.id, fresh: false, restored: linked.restored }
      : { id: crypto.randomUUID(), fresh: true, private: startPrivate },
  );
  // The sheet's open state lives in ConversationsMenu: opening and closing it renders the menu and the sheet, not
  // this screen (the conversation, the message box, the desktop sidebar).
  const closeSheet = useRef<(() => void) | null>(null);
  const offline = !useOnline() || appShell;

  useEffect(() => {
    if (!appShell) {
      keepAppShell();
      return;
    }
    // "online" is a hint, not proof: Chromium can fire it, navigator.onLine already true, into a page being left
    // while the network is still gone, and a reload then takes over the navigation under way. So the shell
    // reloads once a request reaches the server (any answer does).
    let probing = false;
    const reload = async () => {
      if (!navigator.onLine || probing) return;
      probing = true;
      try {
        await apiFetch("/api/health");
      } catch (error) {
        if (error instanceof AppError && error.code === "network") return;
      } finally {
        probing = false;
      }
      window.location.reload();
    };
    window.addEventListener("online", reload);
    // Nor is the event sure to come: Chromium 150 turns navigator.onLine back without it. Look again now and then.
    const again = window.setInterval(reload, 3_000);
    return () => {
      window.removeEventListener("online", reload);
      window.clearInterval(again);
    };
  }, [appShell]);

  useEffect(() => {
    if (appShell) return;
    if (linked) {
      // The chat has one address: /chat/{id} shows its conversation at /chat (the tab remembers it for a reload).
      window.history.replaceState(null, "", "/chat");
      return;
    }
    if (startPrivate) return;
    // Coming back to /chat within the app reopens the conversation this tab had open (its reply resumes there);
    // a full load went to its link already (reopenConversationScript).
    const id = rememberedConversation();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (id) setOpened({ id, fresh: false, restored: true });
  }, [appShell, linked, startPrivate]);

  useEffect(() => {
    // A private chat leaves the conversation the tab had open remembered: it is no conversation of the server's.
    if (!appShell && !opened.private) rememberOpenConversation(!opened.fresh || opened.started ? opened.id : null);
  }, [appShell, opened]);

  // A private chat shows at its own address (a reload there opens a new private chat); any other chat at /chat.
  useEffect(() => {
    if (appShell) return;
    const here = window.location.pathname;
    if (opened.private && here !== PRIVATE_CHAT_PATH) window.history.replaceState(null, "", PRIVATE_CHAT_PATH);
    if (!opened.private && here === PRIVATE_CHAT_PATH) window.history.replaceState(null, "", "/chat");
  }, [appShell, opened.private]);

  const usage = useUsage().data;
  // A free user at the plan's conversation limit is offered the choices before typing, not refused after.
  const limitReached = usage?.conversationLimit != null && usage.conversations >= usage.conversationLimit;

  const loaded = useInfiniteQuery({
    queryKey: queryKeys.conversation(opened.id),
    queryFn: ({ signal, pageParam }) =>
      api<ConversationPage>(
        `/api/conversations/${opened.id}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    initialData: linked?.page && linked.id === opened.id ? { pages: [linked.page], pageParams: [null] } : undefined,
    getNextPageParam: (page) => page.olderCursor,
    enabled: !opened.fresh,
    staleTime: Infinity,
  });
  const newest = loaded.data?.pages[0];
  const pages = loaded.data?.pages;
  // The pages after the first are ever older: shown above it, oldest first.
  const earlierMessages = useMemo(() => (pages ?? []).slice(1).reverse().flatMap(chatMessagesOf), [pages]);

  // A failed older page keeps the pages already shown: only a conversation that never loaded is missing.
  const missing = loaded.isError && !newest;
  const restoredGone = opened.restored && missing;
  useEffect(() => {
    // The conversation open before the reload was deleted meanwhile (or never reached the server).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (restoredGone) setOpened({ id: crypto.randomUUID(), fresh: true });
  }, [restoredGone]);

  // Leaving a private chat that holds messages asks first: they are kept nowhere else.
  const guard = useLeaveGuard({
    active: Boolean(opened.private && opened.started),
    onAsk: () => closeSheet.current?.(),
  });
  const openChat = (next: Opened) =>
    guard.leave(() => {
      setOpened(next);
      closeSheet.current?.();
    });
  const select = (id: string) => openChat({ id, fresh: false });
  const startNew = () => openChat({ id: crypto.randomUUID(), fresh: true });
  const startPrivateChat = () => openChat({ id: crypto.randomUUID(), fresh: true, private: true });
  // The header shows the title the screen holds: a new chat's own, or the loaded conversation's (kept for when
  // it is opened again), so a rename changes both.
  const queryClient = useQueryClient();
  const renamed = (id: string, title: string) => {
    setOpened((current) => (current.id === id && current.fresh ? { ...current, title } : current));
    queryClient.setQueryData<InfiniteData<ConversationPage, string | null>>(queryKeys.conversation(id), (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, conversation: { ...page.conversation, title } })) }
        : data,
    );
  };
  const sidebar = appShell ? (
    <OfflineConversations />
  ) : (
    <ConversationSidebar
      activeId={opened.id}
      onSelect={select}
      onNew={startNew}
      onNewPrivate={startPrivateChat}
      onRenamed={renamed}
    />
  );

  return (
    <div className="flex h-full min-h-0">
      <aside className="hidden w-72 shrink-0 border-r md:block">{sidebar}</aside>
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        {offline ? <OfflineBanner /> : null}
        <div className="flex items-center gap-2 border-b px-3 py-2">
          <ConversationsMenu closeRef={closeSheet}>{sidebar}</ConversationsMenu>
          {opened.private ? (
            <h1 className="flex min-w-0 flex-1 items-center gap-2 font-medium">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                <EyeOffIcon aria-hidden className="size-3.5" />
              </span>
              <span className="truncate">{t("privateChat")}</span>
            </h1>
          ) : (
            <h1 className="min-w-0 flex-1 truncate font-medium">
              {opened.fresh ? (opened.title ?? t("newChat")) : (newest?.conversation.title ?? t("loadingConversation"))}
            </h1>
          )}
          <Link href="/ai-tone" className="rounded-full border px-3 py-1 text-xs font-medium hover:bg-accent">
            {t("persona", { name: personaName })}
          </Link>
        </div>
        {opened.private ? (
          <p className="border-b bg-secondary px-3 py-1.5 text-center text-xs text-secondary-foreground">
            {t("privateNotice")}
          </p>
        ) : null}
        {guard.dialog}
        {opened.private ? (
          <ChatPanel
            key={opened.id}
            conversationId={opened.id}
            initialMessages={[]}
            offlineAdvisor={offlineAdvisor}
            temporary={false}
            offline={offline}
            draftKey={opened.id}
            profileIncomplete={profileIncomplete}
            privateChat
            onStarted={() =>
              setOpened((current) => (current.id === opened.id ? { ...current, started: true } : current))
            }
          />
        ) : opened.fresh && !opened.started && limitReached ? (
          <ConversationLimitChoices onContinue={select} onPrivate={startPrivateChat} />
        ) : opened.fresh ? (
          <ChatPanel
            key={opened.id}
            conversationId={opened.id}
            initialMessages={[]}
            offlineAdvisor={offlineAdvisor}
            temporary={!savesConversations}
            offline={offline}
            draftKey="new"
            profileIncomplete={profileIncomplete}
            onStarted={() =>
              setOpened((current) => (current.id === opened.id ? { ...current, started: true } : current))
            }
            onTitle={(title) => setOpened((current) => (current.id === opened.id ? { ...current, title } : current))}
          />
        ) : restoredGone || (!newest && !missing) ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label={t("loadingConversation")} />
          </div>
        ) : !newest ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <p>{t("conversationMissing")}</p>
            <Button onClick={startNew}>{t("newChat")}</Button>
          </div>
        ) : (
          <ChatPanel
            key={opened.id}
            conversationId={opened.id}
            initialMessages={chatMessagesOf(newest)}
            earlier={{
              messages: earlierMessages,
              more: loaded.hasNextPage,
              loading: loaded.isFetchingNextPage,
              failed: loaded.isFetchNextPageError,
              load: loaded.fetchNextPage,
            }}
            resume={newest.messages.at(-1)?.role === "user"}
            offlineAdvisor={offlineAdvisor}
            temporary={newest.conversation.isTemporary}
            offline={offline}
            draftKey={opened.id}
            pinnedCard={newest.conversation.helpCard}
            profileIncomplete={profileIncomplete}
          />
        )}
      </main>
    </div>
  );
}

/** The menu button (small screens) and the conversations sheet it opens, with the sheet's open state. */
function ConversationsMenu({ closeRef, children }: { closeRef: RefObject<(() => void) | null>; children: ReactNode }) {
  const t = useTranslations("chat");
  const [open, setOpen] = useState(false);
  const opened = useHasOpened(open);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current = () => setOpen(false);
    return () => {
      closeRef.current = null;
    };
  }, [closeRef]);
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("openConversations")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon aria-hidden />
      </Button>
      {opened ? (
        <ConversationsSheet open={open} onOpenChange={setOpen} opener={opener}>
          {children}
        </ConversationsSheet>
      ) : null}
    </>
  );
}

function OfflineConversations() {
  const t = useTranslations("chat");
  const offline = useTranslations("pwa.offline");
  return (
    <nav aria-label={t("conversations")} className="p-3">
      <p className="px-1 text-sm text-muted-foreground">{offline("conversations")}</p>
    </nav>
  );
}
