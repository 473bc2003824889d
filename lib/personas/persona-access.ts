import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { availablePersonas } from "@/lib/limits/plan-limits";
import { userPersona, type PersonaId } from "./personas";

/**
 * Refuses a persona the user's plan does not include. Keeping the persona already saved is always
 * allowed, so someone whose Pro ended can still save their profile.
 */
export function assertPersonaAllowed(user: User, persona: PersonaId) {
  if (availablePersonas(user).includes(persona) || userPersona(user) === persona) return;
  throw new AppError("premium_tone");
}
