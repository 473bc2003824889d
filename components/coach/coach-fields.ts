import { z } from "zod";
import { text } from "@/lib/validation/text";
import { COACH_LIMITS } from "./coach-types";

const optional = (max: number) =>
  text()
    .max(max, { error: "validation.tooLong" })
    .optional()
    .transform((value) => value || undefined);

/** The coach form's fields as POST /api/coach reads them: the draft required, the rest optional. */
export const coachFieldsSchema = z.object({
  draft: text({ error: "validation.draftRequired" })
    .min(1, { error: "validation.draftRequired" })
    .max(COACH_LIMITS.draft, { error: "validation.tooLong" }),
  want: optional(COACH_LIMITS.want),
  recipient: optional(COACH_LIMITS.recipient),
});
