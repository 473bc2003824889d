import { and, eq, getTableColumns, gt, lt, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import { userSessions, users, type User } from "../schema";

export async function insertSession({ id, userId, expiresAt }: { id: string; userId: string; expiresAt: Date }) {
  await (await getDb()).insert(userSessions).values({ id, userId, expiresAt });
}

/** The user behind a live session (its row exists and has not expired), in one query; undefined otherwise. */
export async function findSessionUser({ userId, sessionId }: { userId: string; sessionId: string }) {
  const [row] = await (
    await getDb()
  )
    .select(getTableColumns(users))
    .from(users)
    .innerJoin(userSessions, eq(userSessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(userSessions.id, sessionId), gt(userSessions.expiresAt, sql`now()`)));
  return row as User | undefined;
}

/**
 * "The session `sessionId` of the user in `userColumn` is live", for statements that check the session
 * inside their own work (the chat accepts a message in one round trip).
 */
export function liveSessionSql(sessionId: string, userColumn: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_session s where s.id = ${sessionId} and s.user_id = ${userColumn} and s.expires_at > now())`;
}

/** Ends one session (logout). */
export async function deleteSession({ id, userId }: { id: string; userId: string }) {
  await (await getDb()).delete(userSessions).where(and(eq(userSessions.id, id), eq(userSessions.userId, userId)));
}

/** Ends every session of the user, but `except` when given (a password change keeps the browser that made it). */
export async function deleteUserSessions({ userId, except }: { userId: string; except?: string }) {
  await (
    await getDb()
  )
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), except ? ne(userSessions.id, except) : undefined));
}

/** Rows of sessions that have expired: their cookies no longer work anyway (a scheduled job). How many. */
export async function deleteExpiredSessions() {
  const deleted = await (
    await getDb()
  )
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, sql`now()`))
    .returning({ id: userSessions.id });
  return deleted.length;
}
