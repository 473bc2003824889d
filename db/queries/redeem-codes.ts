import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { redeemCodes, redeemCodeUsages, users, type RedeemCode, type User } from "../schema";

export type RedeemRefusal = "unknown" | "deactivated" | "expired" | "used_up" | "already_redeemed" | "lifetime";
export type RedeemOutcome = { ok: true; code: RedeemCode; user: User } | { ok: false; reason: RedeemRefusal };

/** Thrown inside the transaction to undo the use counted a moment before: the user had used this code. */
class AlreadyRedeemed extends Error {}

/**
 * Redeems `code` for `userId`, exactly once under any concurrency, in one transaction:
 * 1. the user's row is locked (one redemption of theirs at a time; lifetime Pro has nothing to gain);
 * 2. one use is counted only while the code is active, unexpired and under `max_uses`
 *    (a conditional UPDATE … RETURNING: of racing users, only as many as there are uses get a row);
 * 3. the (code, user) usage row is unique: a second redemption by the same user rolls the use back;
 * 4. the grant adds the code's days to the later of now and the moment Pro ends today (`pro_ends_at`,
 *    subscription included), so Pro held already is extended, not wasted; the subscription's own
 *    columns are never written.
 * A refusal says why, read after the fact (nothing was written).
 */
export async function redeemCode({ userId, code }: { userId: string; code: string }): Promise<RedeemOutcome> {
  const db = await getDb();
  try {
    const outcome = await db.transaction(async (tx): Promise<RedeemOutcome | null> => {
      const [holder] = await tx
        .select({ isPro: users.isPro, proUntil: users.proUntil })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (holder?.isPro && holder.proUntil === null) return { ok: false, reason: "lifetime" };
      const [counted] = await tx
        .update(redeemCodes)
        .set({ currentUses: sql`${redeemCodes.currentUses} + 1` })
        .where(
          and(
            eq(redeemCodes.code, code),
            eq(redeemCodes.isActive, true),
            lt(redeemCodes.currentUses, redeemCodes.maxUses),
            or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning();
      if (!counted) return null;
      const [usage] = await tx
        .insert(redeemCodeUsages)
        .values({ codeId: counted.id, userId })
        .onConflictDoNothing()
        .returning({ id: redeemCodeUsages.id });
      if (!usage) throw new AlreadyRedeemed();
      const [user] = await tx
        .update(users)
        .set({
          isPro: true,
          proSource: "redeem_code",
          proUntil: sql`greatest(now(), coalesce(${users.proEndsAt}, now())) + make_interval(days => ${counted.durationDays})`,
          proActivatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning();
      return { ok: true, code: counted, user: user! };
    });
    return outcome ?? { ok: false, reason: await refusalOf({ userId, code }) };
  } catch (error) {
    if (error instanceof AlreadyRedeemed) return { ok: false, reason: "already_redeemed" };
    throw error;
  }
}

/** Why a code cannot be redeemed by this user now (read after a refused attempt). */
async function refusalOf({ userId, code }: { userId: string; code: string }): Promise<RedeemRefusal> {
  const [row] = await (
    await getDb()
  )
    .select({
      isActive: redeemCodes.isActive,
      expired: sql<boolean>`coalesce(${redeemCodes.expiresAt} <= now(), false)`,
      mine: sql<boolean>`exists (select 1 from ${redeemCodeUsages} where ${redeemCodeUsages.codeId} = ${redeemCodes.id} and ${redeemCodeUsages.userId} = ${userId})`,
    })
    .from(redeemCodes)
    .where(eq(redeemCodes.code, code));
  if (!row) return "unknown";
  if (!row.isActive) return "deactivated";
  if (row.mine) return "already_redeemed";
  if (row.expired) return "expired";
  // What is left: every use is taken (the conditional update refused it a moment ago).
  return "used_up";
}
