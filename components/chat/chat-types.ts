import type { UIMessage } from "ai";
import type { ReplyMetadata } from "@/lib/chat/reply";

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

/** What went wrong with a send: the API's JSON error code when there is one, else a broken connection. */
export function problemOf(error: Error | undefined): ChatProblem | undefined {
  if (!error) return undefined;
  try {
    const body = JSON.parse(error.message) as { code?: string };
    if (body.code === "daily_limit" || body.code === "conversation_limit") return body.code;
    if (body.code === "unauthorized") return "session";
    return "failed";
  } catch {
    return /fetch|network|load failed|aborted|terminated/i.test(error.message) ? "disconnected" : "failed";
  }
}
