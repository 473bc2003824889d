import "server-only";
import { and, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { userActivityDays, users, type User } from "../schema";
import { recordAudit } from "./admin-audit";

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of accounts, newest first, matching `q` in the e-mail or nickname (and, with `flagged`, only those
 * the safety check flagged as possibly under 18): what an admin may see — plan facts, counts and the
 * flag's date, never a message's content.
 */
export async function searchUsers({
  q,
  flagged,
  limit,
  offset,
}: {
  q?: string;
  flagged?: boolean;
  limit: number;
  offset: number;
}) {
  const db = await getDb();
  const pattern = q ? `%${literal(q)}%` : undefined;
  const where = and(
    pattern ? or(ilike(users.email, pattern), ilike(users.nickname, pattern)) : undefined,
    flagged ? isNotNull(users.under18FlaggedAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        nickname: users.nickname,
        isGuest: users.isGuest,
        emailVerified: users.emailVerified,
        isAdmin: users.isAdmin,
        isPro: users.isPro,
        proSource: users.proSource,
        proUntil: users.proUntil,
        proEndsAt: users.proEndsAt,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionPlan: users.subscriptionPlan,
        subscriptionExpiresAt: users.subscriptionExpiresAt,
        createdAt: users.createdAt,
        under18FlaggedAt: users.under18FlaggedAt,
        lastActiveDay: sql<
          string | null
        >`(select max(a.day)::text from ${userActivityDays} a where a.user_id = "user"."id")`,
        messagesSent: sql<number>`(select coalesce(sum(a.messages), 0)::int from ${userActivityDays} a where a.user_id = "user"."id")`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows, total: total?.n ?? 0 };
}

export type ProGrant = { days: number } | { lifetime: true };

/**
 * Grants Pro outside subscriptions, with its audit row: for N days added to the later of now and the
 * moment Pro ends (as a redeemed code does: source `redeem_code`), or for good (source `lifetime`).
 * The subscription's columns are never written.
 */
export async function grantPro({ userId, grant, adminId }: { userId: string; grant: ProGrant; adminId: string }) {
  return (await getDb()).transaction(async (tx) => {
    const lifetime = "lifetime" in grant;
    const [user] = await tx
      .update(users)
      .set({
        isPro: true,
        proSource: lifetime ? "lifetime" : "redeem_code",
        proUntil: lifetime
          ? null
          : sql`greatest(now(), coalesce(${users.proEndsAt}, now())) + make_interval(days => ${grant.days})`,
        proActivatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (user) await recordAudit({ actorId: adminId, action: "grant_pro", targetId: userId, details: grant }, tx);
    return user;
  });
}

/** Ends granted Pro (codes, lifetime, staff) now, with its audit row; a subscription carries on untouched. */
export async function revokePro({ userId, adminId }: { userId: string; adminId: string }): Promise<User | undefined> {
  return (await getDb()).transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isPro: false, proUntil: null, proSource: "subscription", proDeactivatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (user) await recordAudit({ actorId: adminId, action: "revoke_pro", targetId: userId }, tx);
    return user;
  });
}

/**
 * Clears the under-18 review flag once an admin has reviewed the account, with its audit row (carrying
 * when the flag was set). Returns whether there was a flag to clear: clearing twice records once.
 */
export async function clearUnder18Flag({ userId, adminId }: { userId: string; adminId: string }): Promise<boolean> {
  return (await getDb()).transaction(async (tx) => {
    const [before] = await tx
      .select({ flaggedAt: users.under18FlaggedAt })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.under18FlaggedAt)))
      .for("update");
    if (!before) return false;
    await tx.update(users).set({ under18FlaggedAt: null }).where(eq(users.id, userId));
    await recordAudit(
      {
        actorId: adminId,
        action: "clear_under18_flag",
        targetId: userId,
        details: { flaggedAt: before.flaggedAt!.toISOString() },
      },
      tx,
    );
    return true;
  });
}
