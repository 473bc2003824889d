import { deleteTemporaryCoachRequests } from "@/db/queries/coach-requests";
import { deleteTemporaryConversations } from "@/db/queries/conversations";
import { deleteUserPushSubscriptions } from "@/db/queries/push-subscriptions";
import { deleteExpiredSessions, deleteSession, deleteUserSessions } from "@/db/queries/sessions";
import type { User } from "@/db/schema";
import { deleteSafetyPlan, sweepEndedGuestSafetyPlans } from "@/lib/safety/safety-plan";
import type { SignedIn } from "./current-user";

/**
 * What ends with a session: conversations and coach requests kept while "save conversation data" was off, and a
 * guest's safety plan.
 */
async function endSessionData(user: User): Promise<void> {
  await deleteTemporaryConversations({ userId: user.id });
  await deleteTemporaryCoachRequests({ userId: user.id });
  if (user.isGuest) await deleteSafetyPlan(user);
}

/** Ends this session on the server, and what ends with it. */
export async function signOut({ user, claims }: SignedIn): Promise<void> {
  await deleteSession({ id: claims.sid, userId: user.id });
  await endSessionData(user);
}

/** Ends every session of the user, on every device, this one included; no device gets reminders any more. */
export async function signOutEverywhere({ user }: SignedIn): Promise<void> {
  await deleteUserSessions({ userId: user.id });
  await deleteUserPushSubscriptions({ userId: user.id });
  await endSessionData(user);
}

/**
 * Removes the rows of sessions that have expired (their cookies stopped working already), and the safety
 * plans of guests left without a live session: a scheduled job.
 */
export async function sweepExpiredSessions(): Promise<number> {
  return (await deleteExpiredSessions()) + (await sweepEndedGuestSafetyPlans());
}
