"use client";

import { memo } from "react";
import type { ChatMessage } from "./chat-types";
import { MessageItem } from "./message-item";

/**
 * A list of messages, memoised: typing in the message box re-renders the panel, not the messages.
 * `live`: the conversation's current part, whose additions (a streaming reply) are announced; earlier
 * messages loaded above it are not read out as they arrive.
 */
export const MessageList = memo(function MessageList({
  messages,
  label,
  live = false,
  streaming = false,
  onRetry,
  className,
}: {
  messages: ChatMessage[];
  label: string;
  live?: boolean;
  /** A reply is being written into the last message. */
  streaming?: boolean;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <ol
      data-messages
      className={className}
      aria-label={label}
      aria-live={live ? "polite" : undefined}
      aria-busy={live ? streaming : undefined}
    >
      {messages.map((message, index) => {
        const isLast = live && index === messages.length - 1 && message.role === "assistant";
        return (
          <MessageItem
            key={message.id}
            message={message}
            isLast={isLast}
            streaming={isLast && streaming}
            onRetry={onRetry}
          />
        );
      })}
    </ol>
  );
});
