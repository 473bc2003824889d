import "server-only";
import { updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";

/**
 * A new account whose profile is not complete is welcomed once at /post-auth-onboarding and led into the
 * profile wizard (guests are not: a demo has nothing to keep).
 */
export function shouldOfferProfile(user: Pick<User, "onboardingCompleted" | "profileOfferedAt" | "isGuest">) {
  return !user.onboardingCompleted && !user.profileOfferedAt && !user.isGuest;
}

/** The welcome was answered (either way): it is not offered again. */
export async function markProfileOffered(user: User): Promise<void> {
  await updateUser({ id: user.id, values: { profileOfferedAt: new Date() } });
}
