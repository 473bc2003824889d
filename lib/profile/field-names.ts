// Apart from the schemas (fields.ts), so the wizards and local storage load without zod.

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
