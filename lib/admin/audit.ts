import "server-only";
import { listAudit, type AuditDetails } from "@/db/queries/admin-audit";
import type { AdminAuditEntry } from "@/db/schema";
import { ADMIN_PAGE_SIZE } from "./schemas";

type AdminAction = AdminAuditEntry["action"];

/** Who made a change: an admin's account, the command line, or an admin whose account was deleted since. */
type AuditActor = { kind: "account"; email: string } | { kind: "command" } | { kind: "deleted" };
/** What it changed: an account (gone: deleted since), a code, or a batch of codes. */
type AuditTarget =
  | { kind: "account"; email: string }
  | { kind: "code"; code: string }
  | { kind: "batch"; count: number }
  | { kind: "deleted" };

/** One audit entry as the dashboard shows it: each action with its own details, never ids or raw JSON. */
export type AuditEntry = {
  [A in AdminAction]: {
    id: string;
    action: A;
    createdAt: Date;
    actor: AuditActor;
    target: AuditTarget;
    details: AuditDetails[A];
    /** The stored target (a user's, a code's or a batch's id), for whoever reads the API. */
    targetId: string | null;
  };
}[AdminAction];

type Row = Awaited<ReturnType<typeof listAudit>>["entries"][number];

function targetOf(row: Row): AuditTarget {
  switch (row.action) {
    case "generate_codes":
      return { kind: "batch", count: Number((row.details as AuditDetails["generate_codes"]).count) };
    case "deactivate_code":
      return row.targetCode ? { kind: "code", code: row.targetCode } : { kind: "deleted" };
    default:
      return row.targetEmail ? { kind: "account", email: row.targetEmail } : { kind: "deleted" };
  }
}

function actorOf(row: Row): AuditActor {
  if (row.actorEmail) return { kind: "account", email: row.actorEmail };
  // Only the admin-right commands run without a signed-in admin; any other entry's admin was deleted since.
  return row.details.via === "command" ? { kind: "command" } : { kind: "deleted" };
}

export async function listAuditPage({ page }: { page: number }) {
  const result = await listAudit({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  const entries = result.entries.map(
    (row) =>
      ({
        id: row.id,
        action: row.action,
        createdAt: row.createdAt,
        actor: actorOf(row),
        target: targetOf(row),
        // Read back as recordAudit wrote it for this action (AuditRecord).
        details: row.details,
        targetId: row.targetId,
      }) as AuditEntry,
  );
  return { entries, total: result.total, page, pageSize: ADMIN_PAGE_SIZE };
}

export type AuditPage = Awaited<ReturnType<typeof listAuditPage>>;
