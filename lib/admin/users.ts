import "server-only";
import { recordAudit } from "@/db/queries/admin-audit";
import { setAdminRight } from "@/db/queries/admin-rights";
import { clearUnder18Flag, grantPro, revokePro, searchUsers } from "@/db/queries/admin-users";
import { findUserById } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { sendVerificationCode } from "@/lib/auth/verification";
import { AppError } from "@/lib/errors";
import { planStatus } from "@/lib/billing/plan-status";
import { hasPro } from "@/lib/limits/plan-limits";
import { isAdmin } from "./is-admin";
import { ADMIN_PAGE_SIZE, type UserAction } from "./schemas";

export async function listUsers({ q, flagged, page }: { q?: string; flagged: boolean; page: number }) {
  const result = await searchUsers({ q, flagged, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  const now = new Date();
  return {
    users: result.users.map((user) => ({
      ...user,
      isPro: hasPro(user, now),
      isAdmin: isAdmin(user),
      plan: planStatus(user, now),
    })),
    total: result.total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * One admin change to one account, recorded in the audit table. An admin removing their own right must
 * confirm it (409 `confirm_required` otherwise), so a slip cannot lock the last admin out.
 */
export async function applyUserAction(admin: User, targetId: string, action: UserAction) {
  const target = await findUserById({ id: targetId });
  if (!target) throw new AppError("not_found");
  switch (action.action) {
    case "grant_pro":
      await grantPro({ userId: target.id, grant: { days: action.days }, adminId: admin.id });
      break;
    case "grant_lifetime":
      await grantPro({ userId: target.id, grant: { lifetime: true }, adminId: admin.id });
      break;
    case "revoke_pro":
      await revokePro({ userId: target.id, adminId: admin.id });
      break;
    case "set_admin":
      if (target.id === admin.id && !action.admin && !action.confirmSelf) throw new AppError("confirm_required");
      await setAdminRight({ target: { id: target.id }, admin: action.admin, actorId: admin.id, via: "dashboard" });
      break;
    case "resend_verification":
      if (target.isGuest || !target.email || target.emailVerified) throw new AppError("already_verified");
      await sendVerificationCode(target, target.language);
      await recordAudit({ actorId: admin.id, action: "resend_verification", targetId: target.id });
      break;
    case "clear_under18_flag":
      await clearUnder18Flag({ userId: target.id, adminId: admin.id });
      break;
  }
  return { ok: true };
}

export type UserPage = Awaited<ReturnType<typeof listUsers>>;
