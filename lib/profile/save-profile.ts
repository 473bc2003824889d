import "server-only";
import { updateAdvisorContext } from "@/db/queries/profile";
import type { NewUser, User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { assertPersonaAllowed } from "@/lib/personas/persona-access";
import type { Profile } from "./fields";

/** Saves the relationship profile; the chat picks it up in every conversation. */
export async function saveProfile(user: User, profile: Profile): Promise<User> {
  const { nickname, relationshipStatus, age, aiTone, onboardingCompleted, ...optional } = profile;
  assertPersonaAllowed(user, aiTone);
  const values: Partial<NewUser> = {
    nickname,
    relationshipStatus,
    age,
    aiTone,
    onboardingCompleted,
    // Left out: unchanged. Sent blank: cleared.
    ...Object.fromEntries(
      Object.entries(optional).flatMap(([field, value]) => (value === undefined ? [] : [[field, value || null]])),
    ),
  };
  const updated = await updateAdvisorContext({ id: user.id, values });
  if (!updated) throw new AppError("not_found");
  return updated;
}
