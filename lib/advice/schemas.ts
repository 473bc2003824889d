import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";
import { ADVICE_LIMITS } from "./limits";

const id = clientId();

const required = (max: number, error: string) =>
  text({ error }).min(1, { error }).max(max, { error: "validation.tooLong" });

/** The three fields of the ask form (spec section 5): situation and action required, reaction optional. */
export const adviceFieldsSchema = z.object({
  situation: required(ADVICE_LIMITS.situation, "validation.situationRequired"),
  action: required(ADVICE_LIMITS.action, "validation.actionRequired"),
  reaction: text()
    .max(ADVICE_LIMITS.reaction, { error: "validation.tooLong" })
    .optional()
    .transform((value) => value || undefined),
});

/** POST /api/advice: the client picks the id, so sending the same request twice stores it once. */
export const adviceRequestSchema = adviceFieldsSchema.extend({ id });

/** POST /api/advice/{id}/follow-up: how it went when the user tried the advice. */
export const followUpSchema = z.object({ text: required(ADVICE_LIMITS.followUp, "validation.followUpRequired") });

/** POST /api/advice/{id}/discuss: the new conversation's id, chosen by the client like every conversation id. */
export const discussSchema = z.object({ conversationId: id });

export const adviceIdSchema = z.object({ id });

export const adviceListQuerySchema = z.object({
  q: text().max(200, { error: "validation.tooLong" }).optional(),
  cursor: text().max(200, { error: "validation.tooLong" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
