import "server-only";
import { and, eq, gt, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { emailOutbox, rateLimits, userSessions, users, type NewUser, type User } from "../schema";

export async function findUserById({ id }: { id: string }, db?: Executor): Promise<User | undefined> {
  const [user] = await (db ?? (await getDb())).select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByUsername({ username }: { username: string }): Promise<User | undefined> {
  const [user] = await (await getDb()).select().from(users).where(eq(users.username, username));
  return user;
}

/**
 * Stores a reset token's digest on the account with an e-mail address that `identifier` ("Email or
 * Username") names: one statement, the same whether or not there is one. The account, if it was there.
 */
export async function setResetToken({
  identifier,
  tokenHash,
  expiresAt,
}: {
  identifier: string;
  tokenHash: string;
  expiresAt: Date;
}): Promise<User | undefined> {
  const db = await getDb();
  const named = db
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.username, identifier), eq(users.email, identifier)), isNotNull(users.email)))
    .limit(1);
  const [user] = await db
    .update(users)
    .set({ resetPasswordToken: tokenHash, resetPasswordExpiresAt: expiresAt })
    .where(inArray(users.id, named))
    .returning();
  return user;
}

export async function insertUser({ values }: { values: NewUser }): Promise<User> {
  const [user] = await (await getDb()).insert(users).values(values).returning();
  return user!;
}

export async function updateUser({ id, values }: { id: string; values: Partial<NewUser> }): Promise<User | undefined> {
  const [user] = await (await getDb()).update(users).set(values).where(eq(users.id, id)).returning();
  return user;
}

/**
 * Marks the address verified if the code matches, is unexpired and fewer than `maxAttempts` wrong
 * codes were tried; clears the code so it works once. One statement: two racing requests cannot both win.
 */
export async function consumeVerificationCode({
  email,
  codeHash,
  maxAttempts,
}: {
  email: string;
  codeHash: string;
  maxAttempts: number;
}) {
  const [user] = await (
    await getDb()
  )
    .update(users)
    .set({ emailVerified: true, verificationCode: null, verificationCodeExpiresAt: null, verificationAttempts: 0 })
    .where(
      and(
        eq(users.email, email),
        eq(users.verificationCode, codeHash),
        gt(users.verificationCodeExpiresAt, sql`now()`),
        lt(users.verificationAttempts, maxAttempts),
      ),
    )
    .returning();
  return user;
}

/** Counts a wrong code against the account's current code; returns the attempts so far and whether it expired. */
export async function recordWrongVerificationCode({ email }: { email: string }) {
  const [row] = await (
    await getDb()
  )
    .update(users)
    .set({ verificationAttempts: sql`${users.verificationAttempts} + 1` })
    .where(and(eq(users.email, email), isNotNull(users.verificationCode)))
    .returning({
      attempts: users.verificationAttempts,
      expiresAt: users.verificationCodeExpiresAt,
      verified: users.emailVerified,
    });
  return row;
}

/** Sets a new password from a reset token that is unexpired and unused, and ends every session of the account. */
export async function resetPasswordWithToken({ tokenHash, passwordHash }: { tokenHash: string; passwordHash: string }) {
  return (await getDb()).transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, resetPasswordToken: null, resetPasswordExpiresAt: null, emailVerified: true })
      .where(and(eq(users.resetPasswordToken, tokenHash), gt(users.resetPasswordExpiresAt, sql`now()`)))
      .returning();
    if (user) await tx.delete(userSessions).where(eq(userSessions.userId, user.id));
    return user;
  });
}

/** Replaces the password and ends every session of the user but `keepSessionId` (the browser that changed it). */
export async function changePassword({
  id,
  passwordHash,
  keepSessionId,
}: {
  id: string;
  passwordHash: string;
  keepSessionId: string;
}) {
  return (await getDb()).transaction(async (tx) => {
    const [user] = await tx.update(users).set({ password: passwordHash }).where(eq(users.id, id)).returning();
    await tx.delete(userSessions).where(and(eq(userSessions.userId, id), ne(userSessions.id, keepSessionId)));
    return user;
  });
}

/** Removes the user and everything that belongs to them, in one transaction. */
export async function deleteUserAndData({ id }: { id: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!user) return;
    const addresses = [user.username, user.email].filter((a): a is string => Boolean(a));
    for (const address of addresses) {
      await tx.delete(emailOutbox).where(eq(emailOutbox.to, address));
      // Rate-limit keys end in ":<address>"; compared exactly, since "_" and "%" are common in addresses.
      await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${address.length + 1}) = ${`:${address}`}`);
    }
    // Conversations, messages, images, advice requests, redeem-code uses and data exports go with the user
    // (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, id));
  });
}
