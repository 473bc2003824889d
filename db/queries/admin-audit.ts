import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { adminAudit, users, type ADMIN_ACTIONS } from "../schema";

export type AuditRecord = {
  actorId: string | null;
  action: (typeof ADMIN_ACTIONS)[number];
  targetId?: string | null;
  details?: Record<string, unknown>;
};

/** Records one admin change; given the transaction that makes the change, both happen or neither. */
export async function recordAudit(
  { actorId, action, targetId = null, details = {} }: AuditRecord,
  db?: Executor,
): Promise<void> {
  await (db ?? (await getDb())).insert(adminAudit).values({ actorId, action, targetId, details });
}

/** The newest audit entries first, with the acting admin's e-mail (null for the command line or a deleted admin). */
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
      })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(adminAudit),
  ]);
  return { entries, total: total?.n ?? 0 };
}
