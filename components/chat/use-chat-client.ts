"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ChatClient } from "./chat-client";
import type { ChatMessage } from "./chat-types";

/** The conversation's ChatClient, made once for it, and its state as React renders it. */
export function useChatClient({
  conversationId,
  initialMessages,
  resume,
  privateChat,
  onError,
  onFinish,
}: {
  conversationId: string;
  initialMessages: ChatMessage[];
  /** A reply is being written on the server: show it as it grows. */
  resume: boolean;
  /** A private chat: kept here only, sent with its history (ChatClient). */
  privateChat: boolean;
  onError: (error: Error) => void;
  onFinish: (message: ChatMessage) => void;
}) {
  const [client] = useState(() => new ChatClient({ conversationId, messages: initialMessages, privateChat }));
  useEffect(() => {
    client.setCallbacks({ onError, onFinish });
  });
  const messages = useSyncExternalStore(
    client.subscribe,
    () => client.messages,
    () => client.messages,
  );
  const status = useSyncExternalStore(
    client.subscribe,
    () => client.status,
    () => client.status,
  );
  const error = useSyncExternalStore(
    client.subscribe,
    () => client.error,
    () => client.error,
  );

  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    void client.resumeStream();
  }, [resume, client]);

  return { client, messages, status, error };
}
