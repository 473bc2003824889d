import { z } from "zod";

/** The relationship-profile fields a user fills in (onboarding and the profile wizard). */
export const PROFILE_TEXT_FIELDS = [
  "nickname",
  "relationshipStatus",
  "relationshipDuration",
  "livingSituation",
  "conflictFrequency",
  "satisfiedAspects",
  "improvementAspects",
  "partnerNickname",
  "userCommunicationStyle",
  "partnerCommunicationStyle",
  "userLoveLanguage",
  "partnerLoveLanguage",
  "personalGoals",
  "relationshipGoals",
] as const;

export const AGE_MIN = 18;
export const AGE_MAX = 99;

const text = z.string().trim().max(2000, { error: "validation.tooLong" });

/** Age arrives as a number (pre-login wizard) or digits (profile wizard) and is kept as text. */
export const ageSchema = z
  .union([z.number(), z.string().trim()])
  .transform((value) => String(value))
  .refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= AGE_MIN && Number(value) <= AGE_MAX, {
    error: "validation.ageRange",
  });

/** The pre-login wizard's profile, sent with registration as `onboardingData`. Unknown keys are dropped. */
export const onboardingDataSchema = z.object({
  nickname: text.optional(),
  relationshipStatus: text.optional(),
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
  age: z.union([ageSchema, z.literal("")]).optional(),
  aiTone: z.string().trim().max(100).optional(),
  onboardingCompleted: z.boolean().optional(),
});

export type OnboardingData = z.output<typeof onboardingDataSchema>;
