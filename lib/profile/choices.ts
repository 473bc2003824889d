/**
 * The select fields of the two profile wizards and their choice lists (spec section 3). Each option maps
 * a message key (under `profileChoices.<list>` or `onboardingChoices.<list>`) to the literal English string
 * that is stored. Besides its options every list offers "other", whose free text replaces the stored value.
 */

/** The profile wizard for signed-in users stores these. */
export const PROFILE_CHOICES = {
  relationshipStatus: {
    single: "Single",
    dating: "Dating",
    inRelationship: "In a relationship",
    married: "Married",
    parent: "Parent",
    divorced: "Divorced",
  },
  relationshipDuration: {
    under6Months: "Less than 6 months",
    sixTo12Months: "6-12 months",
    oneToTwoYears: "1-2 years",
    twoToFourYears: "2-4 years",
    fiveToTenYears: "5-10 years",
    over10Years: "More than 10 years",
  },
  livingSituation: {
    cohabiting: "Cohabiting",
    separateSameCity: "Separate (Same City)",
    longDistance: "Long Distance",
  },
  conflictFrequency: {
    multipleDaily: "Multiple times a day",
    daily: "About once a day",
    multipleWeekly: "Multiple times a week",
    weekly: "About once a week",
    monthly: "Once or twice a month",
    yearly: "A few times a year",
    rarely: "Rarely / Almost never",
  },
  communicationStyle: {
    direct: "Direct & Straightforward",
    indirect: "Indirect & Subtle",
    analytical: "Analytical & Logical",
    expressive: "Expressive & Emotional",
    conflictAvoidant: "Conflict-avoidant",
    assertive: "Assertive",
  },
  loveLanguage: {
    wordsOfAffirmation: "Words of Affirmation",
    actsOfService: "Acts of Service",
    receivingGifts: "Receiving Gifts",
    qualityTime: "Quality Time",
    physicalTouch: "Physical Touch",
    unsure: "Unsure / Don't know",
  },
} as const;

/** The pre-login wizard uses its own wording. */
export const ONBOARDING_CHOICES = {
  relationshipStatus: {
    single: "Single",
    dating: "Dating",
    inRelationship: "In a relationship",
    engaged: "Engaged",
    married: "Married",
    complicated: "It's complicated",
  },
  relationshipDuration: PROFILE_CHOICES.relationshipDuration,
  livingSituation: {
    together: "Living together",
    separately: "Living separately",
    longDistance: "Long distance",
  },
  conflictFrequency: PROFILE_CHOICES.conflictFrequency,
  communicationStyle: {
    direct: "Direct and straightforward",
    gentle: "Gentle and considerate",
    emotional: "Emotional and expressive",
    logical: "Logical and analytical",
    quiet: "Quiet and reserved",
  },
  loveLanguage: {
    wordsOfAffirmation: "Words of affirmation",
    actsOfService: "Acts of service",
    receivingGifts: "Receiving gifts",
    qualityTime: "Quality time",
    physicalTouch: "Physical touch",
  },
} as const;

type ChoiceList = keyof typeof PROFILE_CHOICES;
export type Choices = Readonly<Record<string, string>>;

/** Which list each select field of either wizard draws from. */
export const CHOICE_FIELDS = {
  relationshipStatus: "relationshipStatus",
  relationshipDuration: "relationshipDuration",
  livingSituation: "livingSituation",
  conflictFrequency: "conflictFrequency",
  userCommunicationStyle: "communicationStyle",
  partnerCommunicationStyle: "communicationStyle",
  userLoveLanguage: "loveLanguage",
  partnerLoveLanguage: "loveLanguage",
} as const satisfies Record<string, ChoiceList>;

export type ChoiceField = keyof typeof CHOICE_FIELDS;

/** The message key of a stored value, or undefined when it is free text (the "other" box). */
export function choiceKeyOf(choices: Choices, value: string): string | undefined {
  return Object.entries(choices).find(([, literal]) => literal === value)?.[0];
}
