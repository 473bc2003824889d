import type { UIMessage } from "ai";
import type { ReplyMetadata } from "@/lib/chat/reply";
import { AppError } from "@/lib/errors";

export type ChatMetadata = Partial<ReplyMetadata> & {
  feedback?: boolean | null;
  status?: "complete" | "streaming" | "failed";
};
export type ChatMessage = UIMessage<ChatMetadata>;

export type StoredMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  feedback: boolean | null;
  status: "complete" | "streaming" | "failed";
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
    parts: [{ type: "text", text: m.content }],
    metadata: { feedback: m.feedback, status: m.status },
  }));
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
