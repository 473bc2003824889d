import "server-only";
import { redeemCode, type RedeemRefusal } from "@/db/queries/redeem-codes";
import type { REDEEM_CODE_TYPES, User } from "@/db/schema";
import { AppError, type ErrorCode } from "@/lib/errors";

const REFUSALS: Record<RedeemRefusal, ErrorCode> = {
  unknown: "redeem_code_unknown",
  deactivated: "redeem_code_deactivated",
  expired: "redeem_code_expired",
  used_up: "redeem_code_used_up",
  already_redeemed: "redeem_code_already_redeemed",
  lifetime: "redeem_lifetime",
};

/**
 * Redeems a code for a signed-in account (guests sign up first): Pro for the code's days, added to
 * whatever Pro the user has. Every refusal is its own error code; nothing is written on refusal.
 */
export async function redeemForUser(
  user: User,
  code: string,
): Promise<{ type: (typeof REDEEM_CODE_TYPES)[number]; user: User }> {
  if (user.isGuest) throw new AppError("guest_redeem");
  const outcome = await redeemCode({ userId: user.id, code });
  if (!outcome.ok) throw new AppError(REFUSALS[outcome.reason]);
  return { type: outcome.code.type, user: outcome.user };
}
