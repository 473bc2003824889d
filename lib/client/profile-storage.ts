import { PROFILE_TEXT_FIELDS } from "@/lib/profile/field-names";

/** Local-storage key of the pre-login onboarding answers, sent with registration as onboardingData. */
export const PRE_LOGIN_PROFILE_KEY = "preLoginOnboarding";

export type PreLoginAnswers = Record<(typeof PROFILE_TEXT_FIELDS)[number] | "age", string>;
/** The stored shape (spec section 3): the answers, the tone this flow always picks, and whether it was finished. */
type PreLoginProfile = PreLoginAnswers & { aiTone: "Therapist"; onboardingCompleted: boolean };

const PRE_LOGIN_TONE = "Therapist";

/** No answers: what the wizard shows before the ones saved on this device are read. */
export function emptyAnswers(): PreLoginAnswers {
  return Object.fromEntries([...PROFILE_TEXT_FIELDS, "age"].map((field) => [field, ""])) as PreLoginAnswers;
}

/** The answers saved on this browser; anything unreadable counts as not answered. */
export function readPreLoginAnswers(): PreLoginAnswers {
  const answers = emptyAnswers();
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(PRE_LOGIN_PROFILE_KEY) ?? "null");
    if (!stored || typeof stored !== "object") return answers;
    for (const field of Object.keys(answers) as (keyof PreLoginAnswers)[]) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string" || typeof value === "number") answers[field] = String(value);
    }
  } catch {
    // Storage unavailable or not JSON: start empty.
  }
  return answers;
}

export function writePreLoginProfile(answers: PreLoginAnswers, onboardingCompleted: boolean) {
  const profile: PreLoginProfile = { ...answers, aiTone: PRE_LOGIN_TONE, onboardingCompleted };
  try {
    window.localStorage.setItem(PRE_LOGIN_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Private mode without storage: the wizard still works, the answers just do not survive a reload.
  }
}
