import { deleteTemporaryConversations } from "@/db/queries/conversations";
import { deleteExpiredSessions, deleteSession, deleteUserSessions } from "@/db/queries/sessions";
import type { SignedIn } from "./current-user";

/** Ends this session on the server; conversations kept while "save conversation data" was off end with it. */
export async function signOut({ user, claims }: SignedIn): Promise<void> {
  await deleteSession({ id: claims.sid, userId: user.id });
  await deleteTemporaryConversations({ userId: user.id });
}

/** Ends every session of the user, on every device, this one included. */
export async function signOutEverywhere({ user }: SignedIn): Promise<void> {
  await deleteUserSessions({ userId: user.id });
  await deleteTemporaryConversations({ userId: user.id });
}

/** Removes the rows of sessions that have expired (their cookies stopped working already): a scheduled job. */
export async function sweepExpiredSessions(): Promise<number> {
  return deleteExpiredSessions();
}
