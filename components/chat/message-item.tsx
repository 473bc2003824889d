"use client";

import { CheckIcon, CopyIcon, RefreshCwIcon, ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { FeedbackSaved, useFeedback } from "@/components/feedback/feedback-state";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { cn } from "@/lib/cn";
import { HelpCard } from "@/components/safety/help-card";
import { helpCardsOf, textOf, type ChatMessage } from "./chat-types";
import { Markdown } from "./markdown";
import { MessageImages } from "./message-images";
import { RememberedLine } from "./remembered-line";

/**
 * `content-visibility: auto`: a long conversation costs rendering only near the view, while every message stays
 * in the page for find-in-page, screen readers and copying. A skipped box keeps its last shown size, or one
 * guessed from its length.
 */
const SKIPPED_OFF_VIEW = "[content-visibility:auto]";
function sizeOf(text: string, role: ChatMessage["role"]) {
  const lines = Math.ceil(text.length / 45) + (text.match(/\n/g)?.length ?? 0);
  return { containIntrinsicSize: `auto ${(role === "user" ? 16 : 64) + lines * 24}px` };
}

/**
 * One message; assistant replies get copy and feedback, and the last one, if it failed, a retry: a reply
 * that arrived is never written again (the server answers a repeated message id with the stored reply).
 * Memoised: it renders again only when its message (or whether it is the last, streaming one) changes.
 */
export const MessageItem = memo(function MessageItem({
  message,
  isLast,
  streaming,
  onRetry,
}: {
  message: ChatMessage;
  isLast: boolean;
  /** A reply is being written into this message. */
  streaming: boolean;
  onRetry?: () => void;
}) {
  const t = useTranslations("chat");
  const feedback = useFeedback({
    initial: message.metadata?.feedback,
    save: (helpful) => api(`/api/messages/${message.id}/feedback`, { body: { helpful } }),
    failedMessage: t("feedbackFailed"),
  });
  const [copied, setCopied] = useState(false);
  const text = textOf(message);
  const failed = message.metadata?.status === "failed";
  const stopped = message.metadata?.status === "stopped";
  // A private reply is stored nowhere: there is nothing to give feedback on.
  const feedbackOn = !message.metadata?.private;

  if (message.role === "user") {
    return (
      <li className={cn("grid justify-items-end gap-2", SKIPPED_OFF_VIEW)} style={sizeOf(text, message.role)}>
        <MessageImages message={message} />
        {text ? (
          <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 whitespace-pre-wrap text-primary-foreground">
            <span className="sr-only">{t("you")}: </span>
            {text}
          </div>
        ) : null}
      </li>
    );
  }

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  }

  return (
    <li className={cn("grid gap-2", SKIPPED_OFF_VIEW)} style={sizeOf(text, message.role)}>
      {/* A later, urgent verdict sends a second card: the newest one stands. */}
      {helpCardsOf(message)
        .slice(-1)
        .map((card) => (
          <HelpCard key={card.severity} card={card} className="max-w-[95%]" />
        ))}
      <div
        className={cn(
          "max-w-[95%] rounded-2xl rounded-bl-sm bg-card px-4 py-3 text-card-foreground shadow-xs ring-1 ring-border",
          failed && "ring-destructive",
        )}
      >
        <span className="sr-only">{t("advisor")}: </span>
        {text ? <Markdown text={text} /> : null}
        {failed ? <p className="mt-2 text-sm text-destructive">{t("replyFailed")}</p> : null}
        {stopped ? <p className="mt-2 text-sm text-muted-foreground">{t("replyStopped")}</p> : null}
      </div>
      {!streaming && message.metadata?.remembered ? <RememberedLine remembered={message.metadata.remembered} /> : null}
      {!streaming ? (
        <div className="flex items-center gap-1 text-muted-foreground">
          {text && !failed ? (
            <>
              <Button variant="ghost" size="icon-sm" onClick={copy} aria-label={copied ? t("copied") : t("copy")}>
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              </Button>
              {feedbackOn ? (
                <>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => void feedback.send(true)}
                    aria-label={t("helpful")}
                    aria-pressed={feedback.value === true}
                  >
                    <ThumbsUpIcon aria-hidden className={cn(feedback.value === true && "fill-current text-primary")} />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => void feedback.send(false)}
                    aria-label={t("unhelpful")}
                    aria-pressed={feedback.value === false}
                  >
                    <ThumbsDownIcon
                      aria-hidden
                      className={cn(feedback.value === false && "fill-current text-primary")}
                    />
                  </Button>
                  <FeedbackSaved saved={feedback.saved} className="ml-1" />
                </>
              ) : null}
            </>
          ) : null}
          {isLast && failed && onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RefreshCwIcon aria-hidden />
              {t("retry")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
