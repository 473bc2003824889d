import { z } from "zod";

/** How long each text may be: the form shows a counter against these. */
export const ADVICE_LIMITS = { situation: 2000, action: 1000, reaction: 1000, followUp: 2000 } as const;

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, { error: "validation.invalidId" });

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: "validation.tooLong" });

/** The three fields of the ask form (spec section 5): situation and action required, reaction optional. */
export const adviceFieldsSchema = z.object({
  situation: text(ADVICE_LIMITS.situation, "validation.situationRequired"),
  action: text(ADVICE_LIMITS.action, "validation.actionRequired"),
  reaction: z
    .string()
    .trim()
    .max(ADVICE_LIMITS.reaction, { error: "validation.tooLong" })
    .optional()
    .transform((value) => value || undefined),
});

/** POST /api/advice: the client picks the id, so sending the same request twice stores it once. */
export const adviceRequestSchema = adviceFieldsSchema.extend({ id });

/** POST /api/advice/{id}/follow-up: how it went when the user tried the advice. */
export const followUpSchema = z.object({ text: text(ADVICE_LIMITS.followUp, "validation.followUpRequired") });

/** POST /api/advice/{id}/discuss: the new conversation's id, chosen by the client like every conversation id. */
export const discussSchema = z.object({ conversationId: id });

export const adviceIdSchema = z.object({ id });

export const adviceListQuerySchema = z.object({
  q: z.string().trim().max(200, { error: "validation.tooLong" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
