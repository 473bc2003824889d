import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "../client";
import { adminAudit, redeemCodes, users, type ADMIN_ACTIONS, type REDEEM_CODE_TYPES } from "../schema";

type AdminAction = (typeof ADMIN_ACTIONS)[number];
type Nothing = Record<string, never>;

/** What each admin action records beside who, whom and when: written and read as this JSON. */
export type AuditDetails = {
  generate_codes: {
    type: (typeof REDEEM_CODE_TYPES)[number];
    count: number;
    maxUses: number;
    expiresAt: string | null;
  };
  deactivate_code: { uses: number };
  grant_pro: { days: number } | { lifetime: true };
  revoke_pro: Nothing;
  grant_admin: { via: "command" | "dashboard" };
  revoke_admin: { via: "command" | "dashboard" };
  resend_verification: Nothing;
  clear_under18_flag: { flaggedAt: string };
};

export type AuditRecord = {
  [A in AdminAction]: { actorId: string | null; action: A; targetId?: string | null; details?: AuditDetails[A] };
}[AdminAction];

/** Records one admin change; given the transaction that makes the change, both happen or neither. */
export async function recordAudit(
  { actorId, action, targetId = null, details = {} }: AuditRecord,
  db?: Executor,
): Promise<void> {
  await (db ?? (await getDb())).insert(adminAudit).values({ actorId, action, targetId, details });
}

const targetAccount = alias(users, "target_account");
const targetCode = alias(redeemCodes, "target_code");

/**
 * The newest audit entries first, with what a person recognises them by: the acting admin's e-mail (null for
 * the command line or a deleted admin), and the target's e-mail (an account; null once deleted) or code.
 */
export async function listAudit({ limit, offset }: { limit: number; offset: number }) {
  const db = await getDb();
  const [entries, [total]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        targetId: adminAudit.targetId,
        details: adminAudit.details,
        createdAt: adminAudit.createdAt,
        actorEmail: users.email,
        targetEmail: sql<string | null>`coalesce(${targetAccount.email}, ${targetAccount.username})`,
        targetCode: targetCode.code,
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .leftJoin(targetAccount, eq(targetAccount.id, adminAudit.targetId))
      .leftJoin(targetCode, eq(targetCode.id, adminAudit.targetId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return { entries, total: total?.n ?? 0 };
}
