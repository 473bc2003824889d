import type { UIMessage } from "ai";
import type { ReplyMetadata } from "@/lib/chat/reply/stream-reply";
import { AppError } from "@/lib/errors";
import type { HelpCardData } from "@/lib/safety/help-card";

export type ChatMetadata = Partial<ReplyMetadata> & {
  feedback?: boolean | null;
  status?: "complete" | "streaming" | "failed" | "stopped";
  /** A private chat's reply: stored nowhere (lib/chat/private-reply.ts). */
  private?: boolean;
};
/** Data parts a reply can carry: the help card of a safety match, sent before the text. */
type ChatDataParts = { "help-card": HelpCardData };
export type ChatMessage = UIMessage<ChatMetadata, ChatDataParts>;

export function helpCardsOf(message: ChatMessage): HelpCardData[] {
  return message.parts.flatMap((part) => (part.type === "data-help-card" ? [part.data] : []));
}

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  feedback: boolean | null;
  status: "complete" | "streaming" | "failed" | "stopped";
  imageIds?: string[];
  /** A reply's memory items that it used and that still exist. */
  remembered?: { id: string; text: string }[] | null;
};
export type ConversationSummary = {
  id: string;
  title: string;
  updatedAt: string;
  isTemporary: boolean;
  preview: string | null;
};

export function toChatMessages(stored: StoredMessage[]): ChatMessage[] {
  return stored.map((m) => ({
    id: m.id,
    role: m.role,
    parts: [
      ...(m.imageIds ?? []).map((id) => ({ type: "file" as const, mediaType: "image/jpeg", url: imageUrl(id) })),
      { type: "text", text: m.content },
    ],
    metadata: { feedback: m.feedback, status: m.status, ...(m.remembered ? { remembered: m.remembered } : {}) },
  }));
}

const imageUrl = (id: string) => `/api/images/${id}`;

/** The images a message carries: its file parts, each pointing at an uploaded image. */
export function imageIdsOf(message: ChatMessage): string[] {
  return message.parts.flatMap((part) =>
    part.type === "file" && part.url.startsWith("/api/images/") ? [part.url.slice("/api/images/".length)] : [],
  );
}

export function textOf(message: ChatMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

export type ChatProblem = "daily_limit" | "conversation_limit" | "disconnected" | "failed" | "session";

/** What went wrong with a send, by the error's code (the transport's fetch throws the one error type). */
export function problemOf(error: Error | undefined): ChatProblem | undefined {
  if (!error) return undefined;
  if (!(error instanceof AppError)) return "failed";
  switch (error.code) {
    case "daily_limit":
    case "conversation_limit":
      return error.code;
    case "unauthorized":
    case "signed_out":
      return "session";
    case "network":
      return "disconnected";
    default:
      return "failed";
  }
}
