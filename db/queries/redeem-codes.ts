import "server-only";
import { and, count, desc, eq, gt, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import { recordAudit } from "./admin-audit";
import { lifetimeProSql } from "./entitlement";
import { redeemCodes, redeemCodeUsages, users, type RedeemCode, type User } from "../schema";

export type RedeemRefusal = "unknown" | "deactivated" | "expired" | "used_up" | "already_redeemed" | "lifetime";
export type RedeemOutcome = { ok: true; code: RedeemCode; user: User } | { ok: false; reason: RedeemRefusal };

/** Thrown inside the transaction to undo the use counted a moment before: the user had used this code. */
class AlreadyRedeemed extends Error {}

/**
 * Redeems `code` for `userId` exactly once under any concurrency, in one transaction:
 * 1. lock the user's row (one redemption of theirs at a time; lifetime Pro has nothing to gain);
 * 2. count a use only while the code is active, unexpired and under `max_uses` (a conditional UPDATE … RETURNING);
 * 3. the unique (code, user) usage row rolls back a second redemption by the same user;
 * 4. add the code's days to the later of now and `pro_ends_at`, so Pro already held is extended, not wasted;
 *    the subscription's own columns are never written.
 * A refusal says why, read after the fact (nothing was written).
 */
export async function redeemCode({ userId, code }: { userId: string; code: string }): Promise<RedeemOutcome> {
  const db = await getDb();
  try {
    const outcome = await db.transaction(async (tx): Promise<RedeemOutcome | null> => {
      const [holder] = await tx
        .select({ lifetime: lifetimeProSql() })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (holder?.lifetime) return { ok: false, reason: "lifetime" };
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

type NewBatch = {
  codes: string[];
  type: RedeemCode["type"];
  durationDays: number;
  maxUses: number;
  expiresAt: Date | null;
  batchId: string;
  adminId: string;
};

/**
 * Stores a batch of generated codes and its audit row in one transaction. Returns null when a code
 * already existed (so unlikely with 60 random bits that the caller simply tries a fresh batch).
 */
export async function insertRedeemCodeBatch(batch: NewBatch): Promise<RedeemCode[] | null> {
  const { codes, adminId, ...shared } = batch;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(redeemCodes)
        .values(codes.map((code) => ({ ...shared, code, createdBy: adminId })))
        .onConflictDoNothing()
        .returning();
      if (rows.length !== codes.length) throw new DuplicateCode();
      await recordAudit(
        {
          actorId: adminId,
          action: "generate_codes",
          targetId: batch.batchId,
          details: {
            type: batch.type,
            count: codes.length,
            maxUses: batch.maxUses,
            expiresAt: batch.expiresAt?.toISOString() ?? null,
          },
        },
        tx,
      );
      return rows;
    });
  } catch (error) {
    if (error instanceof DuplicateCode) return null;
    throw error;
  }
}

class DuplicateCode extends Error {}

type CodeStatus = "active" | "used_up" | "expired" | "deactivated";

/** A code's state, in the order a person asks: deactivated, expired, used up, else active. */
const statusSql = sql<CodeStatus>`case
  when not ${redeemCodes.isActive} then 'deactivated'
  when ${redeemCodes.expiresAt} <= now() then 'expired'
  when ${redeemCodes.currentUses} >= ${redeemCodes.maxUses} then 'used_up'
  else 'active' end`;

const statusFilter: Record<CodeStatus, SQL | undefined> = {
  deactivated: eq(redeemCodes.isActive, false),
  expired: and(eq(redeemCodes.isActive, true), lte(redeemCodes.expiresAt, sql`now()`)),
  used_up: and(
    eq(redeemCodes.isActive, true),
    or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, sql`now()`)),
    sql`${redeemCodes.currentUses} >= ${redeemCodes.maxUses}`,
  ),
  active: and(
    eq(redeemCodes.isActive, true),
    or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, sql`now()`)),
    lt(redeemCodes.currentUses, redeemCodes.maxUses),
  ),
};

/**
 * A page of codes, newest first, with their state and who redeemed each and when (the usage rows joined
 * once per page, as JSON). `batchId` narrows to one generated batch.
 */
export async function listRedeemCodes({
  status,
  batchId,
  limit,
  offset,
}: {
  status?: CodeStatus;
  batchId?: string;
  limit: number;
  offset: number;
}) {
  const db = await getDb();
  const where = and(status ? statusFilter[status] : undefined, batchId ? eq(redeemCodes.batchId, batchId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: redeemCodes.id,
        code: redeemCodes.code,
        type: redeemCodes.type,
        maxUses: redeemCodes.maxUses,
        currentUses: redeemCodes.currentUses,
        expiresAt: redeemCodes.expiresAt,
        isActive: redeemCodes.isActive,
        batchId: redeemCodes.batchId,
        createdAt: redeemCodes.createdAt,
        status: statusSql,
        redemptions: sql<{ email: string | null; redeemedAt: string }[]>`coalesce((
          select json_agg(json_build_object('email', coalesce(u.email, u.username), 'redeemedAt', r.redeemed_at) order by r.redeemed_at)
          from ${redeemCodeUsages} r join ${users} u on u.id = r.user_id where r.code_id = "redeem_code"."id"), '[]'::json)`,
      })
      .from(redeemCodes)
      .where(where)
      .orderBy(desc(redeemCodes.createdAt), desc(redeemCodes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(redeemCodes).where(where),
  ]);
  return { codes: rows, total: total?.n ?? 0 };
}

/** Deactivates a code (it can no longer be redeemed; Pro already granted stays), with its audit row. */
export async function deactivateRedeemCode({ id, adminId }: { id: string; adminId: string }): Promise<boolean> {
  return (await getDb()).transaction(async (tx) => {
    const [code] = await tx
      .update(redeemCodes)
      .set({ isActive: false })
      .where(eq(redeemCodes.id, id))
      .returning({ id: redeemCodes.id, code: redeemCodes.code, wasUses: redeemCodes.currentUses });
    if (!code) return false;
    await recordAudit(
      { actorId: adminId, action: "deactivate_code", targetId: id, details: { uses: code.wasUses } },
      tx,
    );
    return true;
  });
}
