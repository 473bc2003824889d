import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";

const id = clientId();

/** The client sends only the new message: its id, its text, and the conversation it belongs to. */
export const chatRequestSchema = z.object({
  conversationId: id,
  messageId: id,
  text: text().min(1, { error: "validation.messageEmpty" }).max(8000, { error: "validation.tooLong" }),
});

export const renameSchema = z.object({
  title: text().min(1, { error: "validation.titleRequired" }).max(120, { error: "validation.tooLong" }),
});

export const feedbackSchema = z.object({
  helpful: z.boolean({ error: "validation.helpfulRequired" }),
});

export const listQuerySchema = z.object({
  q: text().max(200, { error: "validation.tooLong" }).optional(),
  cursor: text().max(200, { error: "validation.tooLong" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const conversationIdSchema = z.object({ id });
export const messageIdSchema = z.object({ id });

/** The client picks the id, so the first message can follow without waiting for this answer. */
export const newConversationSchema = z.object({ id });
