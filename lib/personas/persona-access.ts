import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { availablePersonas } from "@/lib/limits/plan-limits";
import { DEFAULT_PERSONA, userPersona, type PersonaId } from "./personas";

type PersonaHolder = Pick<User, "proEndsAt" | "aiTone">;

/** An account about to be created: no Pro, the default persona. */
export const NEW_ACCOUNT: PersonaHolder = { proEndsAt: null, aiTone: DEFAULT_PERSONA };

/**
 * The one entitlement check of every path that sets a persona (the tone screen, the profile, registration's
 * onboarding data): refuses a persona the user's plan does not include. Keeping the persona already saved
 * is always allowed, so someone whose Pro ended can still save their profile.
 */
export function assertPersonaAllowed(user: PersonaHolder, persona: PersonaId) {
  if (availablePersonas(user).includes(persona) || userPersona(user) === persona) return;
  throw new AppError("premium_tone");
}
