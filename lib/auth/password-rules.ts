// Apart from the schemas, so the password checklists show without loading zod.

/** Change and reset: 8+ characters with an uppercase letter and a digit (reset also needs a lowercase). */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= 8,
  uppercase: (p: string) => /[A-Z]/.test(p),
  lowercase: (p: string) => /[a-z]/.test(p),
  number: (p: string) => /\d/.test(p),
};
/** The sign-up checklist: shown in full, but only the length is enforced there. */
export const SIGNUP_CHECKLIST = {
  number: PASSWORD_RULES.number,
  lowercase: PASSWORD_RULES.lowercase,
  uppercase: PASSWORD_RULES.uppercase,
  length: (p: string) => p.length >= 6,
};
