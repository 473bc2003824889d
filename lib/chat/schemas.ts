import { z } from "zod";

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, { error: "validation.invalidId" });

/** The client sends only the new message: its id, its text, and the conversation it belongs to. */
export const chatRequestSchema = z.object({
  conversationId: id,
  messageId: id,
  text: z.string().trim().min(1, { error: "validation.messageEmpty" }).max(8000, { error: "validation.tooLong" }),
});

export const renameSchema = z.object({
  title: z.string().trim().min(1, { error: "validation.titleRequired" }).max(120, { error: "validation.tooLong" }),
});

export const feedbackSchema = z.object({
  helpful: z.boolean({ error: "validation.helpfulRequired" }),
});

export const listQuerySchema = z.object({
  q: z.string().trim().max(200, { error: "validation.tooLong" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const conversationIdSchema = z.object({ id });
export const messageIdSchema = z.object({ id });

/** The client picks the id, so the first message can follow without waiting for this answer. */
export const newConversationSchema = z.object({ id });
