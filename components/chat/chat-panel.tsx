"use client";

import { queryKeys } from "@/lib/client/query-keys";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/app/use-hydrated";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { WebsiteNotice } from "@/components/native/website-notice";
import { Button } from "@/components/ui/button";
import { VoiceButton, VoiceSession } from "@/components/voice/voice-button";
import { PinnedHelp } from "@/components/safety/pinned-help";
import type { HelpCardData } from "@/lib/safety/help-card";
import { helpCardsOf, textOf, problemOf, type ChatMessage } from "./chat-types";
import type { OfflineNotice } from "@/lib/ai/offline-notice";
import { Composer, MESSAGE_BOX_ID } from "./composer";
import { useImageAttachments } from "./use-image-attachments";
import { KeepInView } from "./keep-in-view";
import { LoadEarlier } from "./load-earlier";
import { MessageList } from "./message-list";
import { ProfileInvite } from "./profile-invite";
import { useChatScroll } from "./use-chat-scroll";
import { useDraft } from "./use-draft";
import { useChatClient } from "./use-chat-client";

const OPENERS = ["opener1", "opener2", "opener3", "opener4"] as const;
const NO_MESSAGES: ChatMessage[] = [];

/** Messages older than the ones the conversation opened with, loaded page by page as the reader scrolls up. */
type Earlier = {
  /** Oldest first; they go above the conversation's current messages. */
  messages: ChatMessage[];
  /** There are older ones still. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  load: () => unknown;
};

/**
 * One conversation: its messages, the streaming reply and the message box. A private chat (`privateChat`) is
 * kept in this page alone (its draft too) and offers nothing that would store: no images, no "Help me say
 * this", no voice.
 */
export function ChatPanel({
  conversationId,
  initialMessages,
  earlier,
  offlineAdvisor,
  temporary,
  offline,
  draftKey,
  pinnedCard,
  profileIncomplete,
  resume = false,
  privateChat = false,
  onStarted,
  onTitle,
}: {
  conversationId: string;
  /** The newest messages; `earlier` holds what was loaded before them. */
  initialMessages: ChatMessage[];
  earlier?: Earlier;
  offlineAdvisor: OfflineNotice;
  temporary: boolean;
  /** No network: nothing is sent, the draft stays. */
  offline: boolean;
  /** Where the unsent text is kept (useDraft): the conversation's id, or "new". */
  draftKey: string;
  /** The help card an urgent match pinned to this conversation earlier. */
  pinnedCard?: HelpCardData | null;
  /** An empty chat invites completing the profile while it is incomplete. */
  profileIncomplete: boolean;
  /** A reply is being written (after a reload, or in another tab): it is resumed from the server and shown as it grows. */
  resume?: boolean;
  /** A private chat: nothing of it is stored, by the server or in this browser. */
  privateChat?: boolean;
  /** The conversation's title once the server has created it (a new chat's first reply carries it). */
  onTitle?: (title: string) => void;
  /** Something was sent in this conversation. */
  onStarted?: () => void;
}) {
  const t = useTranslations("chat");
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const draft = useDraft(draftKey, !privateChat);
  const attachments = useImageAttachments();
  // A reply whose connection broke is resumed from the server (GET /api/chat/{id}/stream) once; "Not
  // connected…" shows only if that fails too.
  const [reconnecting, setReconnecting] = useState(false);
  const reconnected = useRef(false);
  const { client, messages, status, error } = useChatClient({
    conversationId,
    initialMessages,
    resume,
    privateChat,
    onError: (error) => {
      // A private reply cannot be resumed: the server kept nothing of it.
      if (privateChat || problemOf(error) !== "disconnected" || reconnected.current) return;
      reconnected.current = true;
      setReconnecting(true);
      setTimeout(() => void client.resumeStream().finally(() => setReconnecting(false)));
    },
    onFinish: (message) => {
      if (message.metadata?.title) onTitle?.(message.metadata.title);
      if (!privateChat) void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
  const busy = status === "submitted" || status === "streaming";
  const problem = reconnecting ? undefined : problemOf(error);
  const pinned =
    messages
      .flatMap(helpCardsOf)
      .filter((card) => card.severity === "urgent")
      .at(-1) ?? pinnedCard;
  const lastMessage = messages.at(-1);
  const voiceReply =
    lastMessage?.role === "assistant"
      ? { id: lastMessage.id, text: textOf(lastMessage), done: !busy }
      : error
        ? { id: `failed-${lastMessage?.id}`, text: "", done: true }
        : undefined;
  // A page of earlier messages renders at low priority, in slices React may interrupt: typing and taps that
  // come meanwhile are answered first.
  const earlierMessages = useDeferredValue(earlier?.messages ?? NO_MESSAGES);
  const { scroller, content, onScroll, followEnd } = useChatScroll({ messages, status });
  const retry = useCallback(() => {
    client.clearError();
    void client.regenerate();
  }, [client]);

  function send(text: string) {
    client.clearError();
    followEnd();
    reconnected.current = false;
    draft.set("");
    onStarted?.();
    // Not sent (no network): the text goes back in the box.
    void client.sendMessage({ text, files: attachments.take() }).then((sent) => sent || draft.set(text));
  }
  const [voiceOpen, setVoiceOpen] = useState(false);

  // A send the server refused (a limit) never loses the text: it goes back into the message box, once per refusal.
  const restored = useRef<Error | undefined>(undefined);
  useEffect(() => {
    if (!error || restored.current === error) return;
    if (problem !== "daily_limit" && problem !== "conversation_limit") return;
    restored.current = error;
    const last = messages.at(-1);
    if (last?.role !== "user") return;
    draft.set(textOf(last));
    client.setMessages(messages.slice(0, -1));
  }, [error, problem, messages, client, draft]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {pinned ? <PinnedHelp card={pinned} /> : null}
      <div
        ref={scroller}
        onScroll={onScroll}
        data-chat-scroller
        className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4"
      >
        <div ref={content}>
          {/* Never the browser's scroll anchor: earlier messages go in below this, and anchoring to it (in view
              at the top, or focused) would move the messages the reader was at out of view. */}
          <div className="[overflow-anchor:none]">
            {offlineAdvisor !== "none" ? (
              <p className="mx-auto mb-4 max-w-3xl rounded-lg border border-dashed px-3 py-2 text-center text-xs text-muted-foreground">
                {t("offlineNotice")}
                {offlineAdvisor === "with-setup" ? ` ${t("offlineSetup")}` : null}
              </p>
            ) : null}
            {temporary ? (
              <p className="mx-auto mb-4 max-w-3xl rounded-lg bg-muted px-3 py-2 text-center text-xs text-muted-foreground">
                {t("temporaryNotice")}
              </p>
            ) : null}
            {earlier?.more ? (
              <LoadEarlier
                scroller={scroller}
                loading={earlier.loading || earlierMessages !== earlier.messages}
                failed={earlier.failed}
                load={earlier.load}
              />
            ) : null}
          </div>
          <KeepInView scroller={scroller} count={earlierMessages.length}>
            {earlierMessages.length ? (
              <MessageList
                messages={earlierMessages}
                label={t("earlierMessagesLabel")}
                className="mx-auto mb-4 grid max-w-3xl gap-4"
              />
            ) : null}
          </KeepInView>
          {messages.length === 0 ? (
            <div className="mx-auto grid max-w-xl gap-4 py-10 text-center">
              <h2 className="text-xl font-semibold">{t("emptyTitle")}</h2>
              <p className="text-muted-foreground">{t("emptyDescription")}</p>
              {profileIncomplete ? <ProfileInvite /> : null}
              <ul className="grid gap-2 sm:grid-cols-2">
                {OPENERS.map((key) => (
                  <li key={key}>
                    <Button
                      variant="outline"
                      className="h-auto w-full py-3 text-left whitespace-normal"
                      disabled={offline || !hydrated}
                      onClick={() => send(t(key))}
                    >
                      {t(key)}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <MessageList
              messages={messages}
              label={t("messagesLabel")}
              live
              streaming={busy}
              onRetry={retry}
              className="mx-auto grid max-w-3xl gap-4"
            />
          )}
          <div className="mx-auto max-w-3xl" role="status" aria-live="polite">
            {status === "submitted" ? (
              <p className="mt-3 animate-pulse text-sm text-muted-foreground">{t("thinking")}</p>
            ) : null}
            {status === "streaming" ? <p className="mt-3 text-sm text-muted-foreground">{t("responding")}</p> : null}
          </div>
          {problem ? <ProblemNotice problem={problem} onRetry={retry} privateChat={privateChat} /> : null}
        </div>
      </div>
      <div className="border-t bg-background px-4 py-3">
        <div className="mx-auto grid max-w-3xl gap-2">
          {voiceOpen ? (
            <VoiceSession
              send={send}
              reply={voiceReply}
              onClose={() => setVoiceOpen(false)}
              onTypeInstead={() => document.getElementById(MESSAGE_BOX_ID)?.focus()}
            />
          ) : null}
          <Composer
            draft={draft}
            busy={busy}
            offline={offline}
            onSend={send}
            onStop={() => void client.stop()}
            attachments={privateChat ? undefined : attachments}
            helpMeSay={!privateChat}
            // Disabled until React runs the page, as the message box's Send is: a tap before then would be lost.
            voiceButton={
              privateChat || voiceOpen ? undefined : (
                <VoiceButton onOpen={() => setVoiceOpen(true)} disabled={busy || !hydrated} />
              )
            }
          />
        </div>
      </div>
    </div>
  );
}

function ProblemNotice({
  problem,
  onRetry,
  privateChat,
}: {
  problem: NonNullable<ReturnType<typeof problemOf>>;
  onRetry: () => void;
  /** "Refresh the page" would end a private chat: it is told otherwise. */
  privateChat: boolean;
}) {
  const t = useTranslations("chat");
  const inWrapper = useInNativeWrapper();
  if (problem === "daily_limit" || problem === "conversation_limit") {
    return (
      <div
        role="alert"
        className="mx-auto mt-4 grid max-w-3xl gap-2 rounded-lg border bg-accent p-4 text-accent-foreground"
      >
        <p className="font-medium">{problem === "daily_limit" ? t("dailyLimit") : t("conversationLimit")}</p>
        {inWrapper ? (
          <WebsiteNotice compact />
        ) : (
          <>
            <p className="text-sm">{t("upgradePitch")}</p>
            <Button asChild className="justify-self-start">
              <Link href="/subscription">{t("upgrade")}</Link>
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mx-auto mt-4 flex max-w-3xl flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3 text-sm"
    >
      <span>
        {problem === "disconnected"
          ? t(privateChat ? "privateDisconnected" : "disconnected")
          : problem === "session"
            ? t("sessionExpired")
            : t("sendFailed")}
      </span>
      {problem === "failed" ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}
