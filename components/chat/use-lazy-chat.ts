"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { AppError } from "@/lib/errors";
import type { ChatEngine } from "./chat-engine";
import type { ChatMessage } from "./chat-types";
import type { FileUIPart } from "ai";

type Status = ChatEngine["status"];
const unsubscribed = () => {};

/**
 * One conversation's chat state, as the AI SDK's `useChat` gives it, without loading the SDK until the
 * conversation needs it: a send, a retry, a reply to resume, or `prepare` (the reader reaching for the message
 * box). Until then the messages are the ones the conversation opened with. This keeps the SDK and its schema
 * library (about a third of the chat screen's JavaScript) off the screen's first load.
 *
 * The engine is watched through the `~register…Callback` hooks the SDK's `Chat` class offers its framework
 * bindings (what `useChat` itself subscribes with).
 */
export function useLazyChat({
  conversationId,
  initialMessages,
  resume,
  onError,
  onFinish,
}: {
  conversationId: string;
  initialMessages: ChatMessage[];
  /** A reply is being written on the server: load at once and show it as it grows. */
  resume: boolean;
  onError: (error: Error) => void;
  onFinish: (message: ChatMessage) => void;
}) {
  const callbacks = useRef({ onError, onFinish });
  useEffect(() => {
    callbacks.current = { onError, onFinish };
  });
  const [engine, setEngine] = useState<ChatEngine | null>(null);
  const current = useRef<ChatEngine | null>(null);
  const loading = useRef<Promise<ChatEngine> | null>(null);
  // A send waiting for the engine shows as submitted; a failed load as a lost connection.
  const [waiting, setWaiting] = useState(false);
  const [loadError, setLoadError] = useState<Error>();

  const load = useCallback(() => {
    loading.current ??= import("./chat-engine").then(
      ({ createChatEngine }) => {
        const created = createChatEngine({
          conversationId,
          messages: initialMessages,
          onError: (error) => callbacks.current.onError(error),
          onFinish: (message) => callbacks.current.onFinish(message),
        });
        current.current = created;
        setEngine(created);
        return created;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [conversationId, initialMessages]);

  /** Runs `action` once the engine is there; false when it could not be loaded (nothing was sent). */
  const withEngine = useCallback(
    async (action: (engine: ChatEngine) => Promise<void>) => {
      setLoadError(undefined);
      setWaiting(true);
      let ready: ChatEngine;
      try {
        ready = await load();
      } catch {
        setLoadError(new AppError("network"));
        return false;
      } finally {
        setWaiting(false);
      }
      void action(ready);
      return true;
    },
    [load],
  );

  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    void withEngine((ready) =>
      ready.status === "submitted" || ready.status === "streaming" ? Promise.resolve() : ready.resumeStream(),
    );
  }, [resume, withEngine]);

  // Subscriptions change only with the engine, so React does not subscribe again on every render.
  const onMessages = useCallback(
    (update: () => void) => engine?.["~registerMessagesCallback"](update) ?? unsubscribed,
    [engine],
  );
  const onStatus = useCallback(
    (update: () => void) => engine?.["~registerStatusCallback"](update) ?? unsubscribed,
    [engine],
  );
  const onEngineError = useCallback(
    (update: () => void) => engine?.["~registerErrorCallback"](update) ?? unsubscribed,
    [engine],
  );
  const messages = useSyncExternalStore(
    onMessages,
    () => engine?.messages ?? initialMessages,
    () => initialMessages,
  );
  const status: Status = useSyncExternalStore(
    onStatus,
    () => engine?.status ?? (waiting ? "submitted" : "ready"),
    () => "ready",
  );
  const engineError = useSyncExternalStore(
    onEngineError,
    () => engine?.error,
    () => undefined,
  );

  return {
    messages,
    status,
    error: loadError ?? engineError,
    /** Starts loading the engine, so that a send about to come does not wait for it. */
    prepare: useCallback(() => void load().catch(() => undefined), [load]),
    sendMessage: useCallback(
      (message: { text: string; files: FileUIPart[] }) => withEngine((ready) => ready.sendMessage(message)),
      [withEngine],
    ),
    regenerate: useCallback(() => withEngine((ready) => ready.regenerate()), [withEngine]),
    resumeStream: useCallback(() => withEngine((ready) => ready.resumeStream()), [withEngine]),
    stop: useCallback(() => void current.current?.stop(), []),
    clearError: useCallback(() => {
      setLoadError(undefined);
      current.current?.clearError();
    }, []),
    setMessages: useCallback((messages: ChatMessage[]) => {
      if (current.current) current.current.messages = messages;
    }, []),
  };
}
