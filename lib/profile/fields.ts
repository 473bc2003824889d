import { z } from "zod";
import { personaIdFrom } from "@/lib/personas/personas";
import { text as cleanText } from "@/lib/validation/text";
import { AGE_MAX, AGE_MIN } from "./field-names";

const text = cleanText().max(2000, { error: "validation.tooLong" });

const ageBetween = (error: string) =>
  cleanText().refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= AGE_MIN && Number(value) <= AGE_MAX, {
    error,
  });
const ageInRange = ageBetween("validation.ageRange");

/** Age arrives as a number (pre-login wizard) or digits (profile wizard) and is kept as text. */
export const ageSchema = z
  .union([z.number(), cleanText()])
  .transform((value) => String(value))
  .pipe(ageInRange);

/** Everything but the basics is optional in both wizards. */
const optionalProfileFields = {
  relationshipDuration: text.optional(),
  livingSituation: text.optional(),
  conflictFrequency: text.optional(),
  satisfiedAspects: text.optional(),
  improvementAspects: text.optional(),
  partnerNickname: text.optional(),
  userCommunicationStyle: text.optional(),
  partnerCommunicationStyle: text.optional(),
  userLoveLanguage: text.optional(),
  partnerLoveLanguage: text.optional(),
  personalGoals: text.optional(),
  relationshipGoals: text.optional(),
};

/** The pre-login wizard's profile, sent with registration as `onboardingData`. Unknown keys are dropped. */
export const onboardingDataSchema = z.object({
  nickname: text.optional(),
  relationshipStatus: text.optional(),
  ...optionalProfileFields,
  age: z.union([ageSchema, z.literal("")]).optional(),
  aiTone: cleanText().max(100).optional(),
  onboardingCompleted: z.boolean().optional(),
});

export type OnboardingData = z.output<typeof onboardingDataSchema>;

const required = (error: string, max = 2000) =>
  cleanText({ error }).min(1, { error }).max(max, { error: "validation.tooLong" });

/** Required, then 18 to 99; a missing or blank age says so rather than "out of range". */
const requiredAge = z
  .union([z.number(), cleanText()], { error: "validation.ageRequired" })
  .transform((value) => String(value).trim())
  .pipe(cleanText().min(1, { error: "validation.ageRequired" }).pipe(ageInRange));

/** A persona id or tone label; stored as the id. */
export const aiToneSchema = required("validation.aiToneRequired").transform((value, context) => {
  const id = personaIdFrom(value);
  if (!id) context.addIssue({ code: "custom", message: "validation.aiToneUnknown" });
  return id ?? z.NEVER;
});

/**
 * POST /api/onboarding (spec section 5, server-side schema). Optional fields left out are not touched;
 * sent blank, they are cleared.
 */
export const profileSchema = z.object({
  nickname: required("validation.nicknameRequired", 50),
  relationshipStatus: required("validation.relationshipStatusRequired"),
  age: requiredAge,
  aiTone: aiToneSchema,
  ...optionalProfileFields,
  onboardingCompleted: z.boolean().default(true),
});

export type Profile = z.output<typeof profileSchema>;

/** The profile wizard's form: the server's schema, with the form's own wording for an out-of-range age. */
export const profileFormSchema = profileSchema.extend({
  age: cleanText().min(1, { error: "validation.ageRequired" }).pipe(ageBetween("validation.ageBetween")),
});
