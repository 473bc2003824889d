import { z } from "zod";
import { MAX_IMAGES_PER_MESSAGE } from "@/lib/images/limits";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";

const id = clientId();

/**
 * The client sends only the new message: its id, its text, the images it uploaded for it (ids from
 * POST /api/images), and the conversation it belongs to. With images, the text may be empty.
 */
export const chatRequestSchema = z
  .object({
    conversationId: id,
    messageId: id,
    text: text().max(8000, { error: "validation.tooLong" }).default(""),
    imageIds: z
      .array(id)
      .max(MAX_IMAGES_PER_MESSAGE, { error: "validation.tooManyImages" })
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((message) => message.text.length > 0 || message.imageIds.length > 0, {
    path: ["text"],
    error: "validation.messageEmpty",
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

/** A page of a conversation's messages: the newest, or those before the previous page's `olderCursor`. */
export const messagePageSchema = z.object({
  before: text().max(200, { error: "validation.tooLong" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const conversationIdSchema = z.object({ id });
export const messageIdSchema = z.object({ id });

/** The client picks the id, so the first message can follow without waiting for this answer. */
export const newConversationSchema = z.object({ id });
