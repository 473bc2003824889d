import "server-only";
import { updateAdvisorContext } from "@/db/queries/profile";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { assertPersonaAllowed } from "./persona-access";
import type { PersonaId } from "./personas";

/** Makes `persona` the advisor's voice in every conversation of the user. */
export async function choosePersona(user: User, persona: PersonaId): Promise<User> {
  assertPersonaAllowed(user, persona);
  const updated = await updateAdvisorContext({ id: user.id, values: { aiTone: persona } });
  if (!updated) throw new AppError("not_found");
  return updated;
}
