import { z } from "zod";
import { text } from "@/lib/validation/text";
import { PLAN_LINE_MAX, PLAN_LINES_MAX, SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from "./safety-plan-sections";

const line = text()
  .min(1, { error: "validation.planLineEmpty" })
  .max(PLAN_LINE_MAX, { error: "validation.planLineTooLong" });
const lines = z.array(line).max(PLAN_LINES_MAX, { error: "validation.planTooManyLines" });

/** The whole plan, as PUT /api/safety-plan replaces it and the editor checks it before saving. */
export const safetyPlanSchema = z
  .object(
    Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, lines])) as Record<
      SafetyPlanSection,
      typeof lines
    >,
  )
  .refine((plan) => SAFETY_PLAN_SECTIONS.some((section) => plan[section].length > 0), {
    error: "validation.planEmpty",
  });
