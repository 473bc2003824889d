import { Chat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { apiFetch } from "@/lib/api/client";
import { imageIdsOf, textOf, type ChatMessage } from "./chat-types";

export type ChatEngine = Chat<ChatMessage>;

/**
 * The AI SDK's chat client for one conversation: it posts each message to /api/chat and reads the streamed
 * reply. Loaded only when the conversation needs it (useLazyChat), so the chat screen opens without it.
 */
export function createChatEngine({
  conversationId,
  messages,
  onError,
  onFinish,
}: {
  conversationId: string;
  messages: ChatMessage[];
  onError: (error: Error) => void;
  onFinish: (message: ChatMessage) => void;
}): ChatEngine {
  return new Chat<ChatMessage>({
    id: conversationId,
    messages,
    generateId: () => crypto.randomUUID(),
    transport: new DefaultChatTransport<ChatMessage>({
      api: "/api/chat",
      fetch: apiFetch,
      prepareSendMessagesRequest: ({ messages }) => {
        const last = messages.at(-1)!;
        return { body: { conversationId, messageId: last.id, text: textOf(last), imageIds: imageIdsOf(last) } };
      },
    }),
    onError,
    onFinish: ({ message }) => onFinish(message),
  });
}
