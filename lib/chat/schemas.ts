import { z } from "zod";
import { MAX_IMAGES_PER_MESSAGE } from "@/lib/images/limits";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";
import { PRIVATE_HISTORY } from "./private-limits";

const id = clientId();

/** The longest message, in characters after normalising. */
const MESSAGE_CHARS = 8000;

/**
 * The client sends only the new message: its id, its text, the images it uploaded for it (ids from
 * POST /api/images), and the conversation it belongs to. With images, the text may be empty.
 */
const savedChatRequestSchema = z
  .object({
    private: z.literal(false).optional(),
    conversationId: id,
    messageId: id,
    text: text().max(MESSAGE_CHARS, { error: "validation.tooLong" }).default(""),
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

const historyTurnSchema = z.strictObject({
  role: z.enum(["user", "assistant"]),
  content: text()
    .min(1, { error: "validation.messageEmpty" })
    .max(PRIVATE_HISTORY.turnChars, { error: "validation.tooLong" }),
});

/**
 * A private chat's message (docs/chat.md#private-chat): nothing of it is stored, so the client sends the
 * conversation so far (`history`) with it. No conversation and no images (they would be stored); nothing else.
 */
const privateChatRequestSchema = z.strictObject({
  private: z.literal(true),
  messageId: id,
  text: text().min(1, { error: "validation.messageEmpty" }).max(MESSAGE_CHARS, { error: "validation.tooLong" }),
  history: z
    .array(historyTurnSchema)
    .max(PRIVATE_HISTORY.turns, { error: "validation.historyTooLong" })
    .refine((turns) => turns.reduce((chars, turn) => chars + turn.content.length, 0) <= PRIVATE_HISTORY.chars, {
      error: "validation.historyTooLong",
    }),
});

/** A chat message: of a saved conversation, or `private: true` (PrivateChatRequest). */
export const chatRequestSchema = z.discriminatedUnion("private", [privateChatRequestSchema, savedChatRequestSchema]);
export type PrivateChatRequest = z.output<typeof privateChatRequestSchema>;

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

/** DELETE /api/conversations/{id}: `forgetMemory=true` also forgets what memory learned from it. */
export const deleteConversationQuerySchema = z.object({
  forgetMemory: z.enum(["true", "false"], { error: "validation.toggle" }).default("false"),
});
export const messageIdSchema = z.object({ id });

/** The client picks the id, so the first message can follow without waiting for this answer. */
export const newConversationSchema = z.object({ id });
