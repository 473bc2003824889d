import { z } from "zod";
import { clientId } from "@/lib/validation/client-id";
import { text } from "@/lib/validation/text";
import { COACH_LIMITS, COACH_OUTCOMES } from "./limits";

const id = clientId();

const optional = (max: number) =>
  text()
    .max(max, { error: "validation.tooLong" })
    .optional()
    .transform((value) => value || undefined);

/** POST /api/coach: the client picks the id, so sending the same draft twice reads (and counts) it once. */
export const coachRequestSchema = z.object({
  id,
  draft: text({ error: "validation.draftRequired" })
    .min(1, { error: "validation.draftRequired" })
    .max(COACH_LIMITS.draft, { error: "validation.tooLong" }),
  want: optional(COACH_LIMITS.want),
  recipient: optional(COACH_LIMITS.recipient),
});

export const coachIdSchema = z.object({ id });

export const coachListQuerySchema = z.object({
  q: text().max(200, { error: "validation.tooLong" }).optional(),
  cursor: text().max(200, { error: "validation.tooLong" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/coach/{id}/feedback: "I sent it", and how it went; at least one of the two. */
export const coachFeedbackSchema = z
  .object({
    sent: z.boolean({ error: "validation.toggle" }).optional(),
    outcome: z.enum(COACH_OUTCOMES, { error: "validation.coachOutcome" }).optional(),
  })
  .refine((value) => value.sent !== undefined || value.outcome !== undefined, {
    error: "validation.coachFeedbackRequired",
  });
