import type { FileUIPart, UIMessageChunk } from "ai";
import { createParser } from "eventsource-parser";
import { PRIVATE_HISTORY } from "@/lib/chat/private-limits";
import { api, apiFetch } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import { listeners } from "@/lib/listeners";
import { imageIdsOf, textOf, type ChatMessage } from "./chat-types";

/** How long a stopped reply's stream may take to end (the server looks every 500 ms) before the screen stops reading. */
const STOP_GRACE_MS = 5_000;

export type ChatStatus = "submitted" | "streaming" | "ready" | "error";

type Callbacks = {
  onError?: (error: Error) => void;
  /** After every reply that got under way: finished, stopped or failed. */
  onFinish?: (message: ChatMessage) => void;
};

/**
 * One conversation's chat, reading /api/chat's UI message stream into the same messages, statuses and errors as
 * the AI SDK's chat client (tests/api/chat-client.test.ts compares both). Own code because the SDK's costs ~60 KiB
 * gzipped, mostly for unused features, which a first tap on the message box would wait for.
 *
 * A private chat (`privateChat`) lives here alone: each message goes with the complete turns before it
 * (`history`), Stop ends the request (the server then stops the model), and there is nothing to resume.
 */
export class ChatClient {
  messages: ChatMessage[];
  status: ChatStatus = "ready";
  error: Error | undefined;
  #callbacks: Callbacks = {};
  readonly #conversationId: string;
  readonly #private: boolean;
  /** A private chat's replies that arrived whole: the history it sends holds these and the user's messages. */
  readonly #whole = new Set<string>();
  readonly #changes = listeners();
  #request: AbortController | undefined;

  constructor({
    conversationId,
    messages,
    privateChat = false,
  }: {
    conversationId: string;
    messages: ChatMessage[];
    privateChat?: boolean;
  }) {
    this.#conversationId = conversationId;
    this.messages = messages;
    this.#private = privateChat;
  }

  subscribe = this.#changes.subscribe;

  /** What the screen showing the chat does on an error and after a reply (it may change them as it renders). */
  setCallbacks = (callbacks: Callbacks) => {
    this.#callbacks = callbacks;
  };

  setMessages = (messages: ChatMessage[]) => this.#set({ messages });

  /**
   * Sends a message and reads the reply. False when the message never reached the server (no network):
   * it is taken out again and the error says "network", so the text can go back in the message box.
   */
  sendMessage = async ({ text, files }: { text: string; files: FileUIPart[] }) => {
    const message: ChatMessage = {
      id: crypto.randomUUID(),
      role: "user",
      parts: [...files, { type: "text", text }],
      metadata: undefined,
    };
    this.#set({ messages: [...this.messages, message] });
    if (await this.#reply(this.#post)) return true;
    this.#set({ messages: this.messages.filter((m) => m !== message) });
    return false;
  };

  /** Asks again for the reply to the last message; a failed or unwanted reply is dropped first. */
  regenerate = async () => {
    if (this.messages.at(-1)?.role === "assistant") this.#set({ messages: this.messages.slice(0, -1) });
    await this.#reply(this.#post);
  };

  /** Picks up the reply the server is writing or has written (GET /api/chat/{id}/stream); without one, nothing. */
  resumeStream = async () => {
    if (this.#private) return;
    await this.#reply(async (signal) => {
      const response = await apiFetch(`/api/chat/${this.#conversationId}/stream`, { signal });
      return response.status === 204 ? null : response;
    });
  };

  /**
   * Stops the reply: the server stops the model and stores what arrived as stopped, and the reply's stream
   * ends saying so. Reading stops at once when the server has no reply being written (it has not opened it
   * yet, or just finished it) or cannot be asked, and after STOP_GRACE_MS if the stream has not ended by then.
   */
  stop = async () => {
    const request = this.#request;
    if (!request) return;
    if (this.#private) return this.#stopPrivate(request);
    try {
      const { stopping } = await api<{ stopping: boolean }>(`/api/chat/${this.#conversationId}/stop`, {
        method: "POST",
      });
      if (!stopping) return request.abort();
      setTimeout(() => request.abort(), STOP_GRACE_MS);
    } catch {
      request.abort();
    }
  };

  /** A private reply ends with its request: what arrived stays, marked stopped, and is not sent as history. */
  #stopPrivate(request: AbortController) {
    request.abort();
    const last = this.messages.at(-1);
    if (last?.role !== "assistant" || this.#whole.has(last.id)) return;
    this.#write({ ...last, metadata: { ...last.metadata, status: "stopped" } }, false);
  }

  clearError = () => {
    if (this.status === "error") this.#set({ status: "ready", error: undefined });
  };

  #post = (signal: AbortSignal) => {
    const last = this.messages.at(-1)!;
    const body = this.#private
      ? { private: true, messageId: last.id, text: textOf(last), history: this.#history(this.messages.slice(0, -1)) }
      : { conversationId: this.#conversationId, messageId: last.id, text: textOf(last), imageIds: imageIdsOf(last) };
    return apiFetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  };

  /**
   * What a private chat sends of itself with a message: the turns before it that a saved chat's history would
   * hold (the user's messages, the replies that arrived whole), the newest that fit PRIVATE_HISTORY.
   */
  #history(earlier: ChatMessage[]) {
    const turns: { role: "user" | "assistant"; content: string }[] = [];
    for (const message of earlier) {
      const content = textOf(message).trim();
      if (!content) continue;
      if (message.role === "user" || (message.role === "assistant" && this.#whole.has(message.id)))
        turns.push({ role: message.role, content });
    }
    const kept: typeof turns = [];
    let chars = 0;
    for (const turn of turns.reverse()) {
      chars += turn.content.length;
      const fits = kept.length < PRIVATE_HISTORY.turns && turn.content.length <= PRIVATE_HISTORY.turnChars;
      if (!fits || chars > PRIVATE_HISTORY.chars) break;
      kept.unshift(turn);
    }
    return kept;
  }

  /**
   * Opens a reply and reads it into the messages; a newer request takes over and the older one goes quiet.
   * A send is "submitted" at once, a resume once the server has a reply. False when a send never reached the
   * server: that is the error (the SDK's client would call onError and onFinish here too).
   */
  async #reply(open: (signal: AbortSignal) => Promise<Response | null>): Promise<boolean> {
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    const current = () => this.#request === request;
    const sending = open === this.#post;
    const reply = new ReplyState();
    let underWay = false;
    try {
      if (sending) this.#set({ status: "submitted", error: undefined });
      const response = await open(request.signal).catch((error: unknown) => {
        if (sending && error instanceof AppError && error.code === "network") throw new Unsent(error);
        // A send the server refused counts as under way, as the SDK's client counts it.
        underWay = sending;
        throw error;
      });
      if (!response) {
        if (current()) this.#set({ status: "ready" });
        return true;
      }
      underWay = true;
      if (!sending) this.#set({ status: "submitted", error: undefined });
      let finished = false;
      for await (const chunk of uiChunks(response.body!)) {
        if (request.signal.aborted) break;
        finished ||= chunk.type === "finish";
        const change = reply.apply(chunk);
        if (change) this.#write(reply.message, change === "streaming");
      }
      if (finished && !request.signal.aborted) this.#whole.add(reply.message.id);
      if (current()) this.#set({ status: "ready" });
    } catch (error) {
      if (!current()) return true;
      if (request.signal.aborted) this.#set({ status: "ready" });
      else if (error instanceof Unsent) {
        this.#set({ status: "error", error: error.error });
        return false;
      } else {
        const failure = error instanceof Error ? error : new Error(String(error));
        this.#callbacks.onError?.(failure);
        this.#set({ status: "error", error: failure });
      }
    } finally {
      if (underWay) this.#callbacks.onFinish?.(reply.message);
      if (current()) this.#request = undefined;
    }
    return true;
  }

  /** The reply as it stands, in place of the message with its id (a resumed one) or after the others. */
  #write(message: ChatMessage, streaming: boolean) {
    const index = this.messages.findLastIndex((m) => m.id === message.id);
    const messages = index === -1 ? [...this.messages, message] : replaced(this.messages, index, message);
    this.#set(streaming ? { messages, status: "streaming" } : { messages });
  }

  #set(change: Partial<Pick<ChatClient, "messages" | "status" | "error">>) {
    Object.assign(this, change);
    this.#changes.notify();
  }
}

/** The array with one item replaced (Array.prototype.with is newer than some browsers Next builds for). */
const replaced = <T>(items: T[], index: number, item: T) => items.map((old, i) => (i === index ? item : old));

/** A send that never reached the server. */
class Unsent extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/**
 * The reply message built from its stream's parts, a new object at each change (React compares them).
 * `apply` says whether the change is shown: "message" (its id and metadata, the status unchanged) or
 * "streaming"; a step's start is kept for the next change, as the SDK does.
 */
class ReplyState {
  message: ChatMessage = { id: crypto.randomUUID(), role: "assistant", parts: [], metadata: undefined };
  /** Each open text part's index in the parts, by its id in the stream. */
  readonly #open = new Map<string, number>();

  apply(chunk: UIMessageChunk): "message" | "streaming" | undefined {
    const parts = this.message.parts;
    switch (chunk.type) {
      case "start":
        this.#update({
          ...(chunk.messageId ? { id: chunk.messageId } : {}),
          ...(chunk.messageMetadata ? { metadata: { ...this.message.metadata, ...chunk.messageMetadata } } : {}),
        });
        return chunk.messageId || chunk.messageMetadata ? "message" : undefined;
      case "start-step":
        this.#update({ parts: [...parts, { type: "step-start" }] });
        return undefined;
      case "finish-step":
        this.#open.clear();
        return undefined;
      case "text-start":
        this.#open.set(chunk.id, parts.length);
        this.#update({
          parts: [...parts, { type: "text", text: "", providerMetadata: chunk.providerMetadata, state: "streaming" }],
        });
        return "streaming";
      case "text-delta":
      case "text-end": {
        const index = this.#open.get(chunk.id);
        const part = index === undefined ? undefined : parts[index];
        if (part?.type !== "text") throw new Error(`The reply's text part ${chunk.id} was not started.`);
        const text = chunk.type === "text-delta" ? part.text + chunk.delta : part.text;
        const state = chunk.type === "text-delta" ? part.state : "done";
        if (chunk.type === "text-end") this.#open.delete(chunk.id);
        this.#update({
          parts: replaced(parts, index!, {
            ...part,
            text,
            state,
            providerMetadata: chunk.providerMetadata ?? part.providerMetadata,
          }),
        });
        return "streaming";
      }
      case "finish":
      case "message-metadata":
        if (!chunk.messageMetadata) return undefined;
        this.#update({ metadata: { ...this.message.metadata, ...chunk.messageMetadata } });
        return "streaming";
      case "error":
        throw new Error(chunk.errorText);
      default:
        // The data parts the server sends (a help card, before any text); nothing else reaches here.
        if (!chunk.type.startsWith("data-")) return undefined;
        this.#update({ parts: [...parts, chunk as ChatMessage["parts"][number]] });
        return "streaming";
    }
  }

  #update(change: Partial<ChatMessage>) {
    this.message = { ...this.message, ...change };
  }
}

/**
 * The parts of a UI message stream: server-sent events, one JSON part per event, `[DONE]` last. Read with
 * eventsource-parser, as the SDK's own client reads them (its parseJsonEventStream).
 */
async function* uiChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<UIMessageChunk> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parsed: UIMessageChunk[] = [];
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data !== "[DONE]") parsed.push(JSON.parse(data) as UIMessageChunk);
    },
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
