import "server-only";
import { changePassword, resetPasswordWithToken, setResetToken } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { passwordResetEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { afterResponse } from "@/lib/jobs/after-response";
import { limit, limitAddress } from "@/lib/limits/rate-limit";
import { log } from "@/lib/ops/log";
import type { SignedIn } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { digest, newResetToken } from "./secrets";

export const RESET_TTL_MINUTES = 60;

/**
 * E-mails a single-use reset link when the account exists. The caller answers the same either way, after
 * the same work: a token is made, hashed and stored by one statement that finds no row for an unknown
 * account, and the e-mail goes after the response, so its timing says nothing about the account either.
 */
export async function requestPasswordReset(identifier: string, address: string | null, origin: string): Promise<void> {
  await limitAddress("forgotPerAddress", address);
  await limit("forgotPerAccount", identifier);
  const token = newResetToken();
  const expiresAt = new Date(Date.now() + RESET_TTL_MINUTES * 60_000);
  const user = await setResetToken({ identifier, tokenHash: digest(token), expiresAt });
  const to = user?.email;
  // Stryker disable next-line LogicalOperator: no user means no address; the two tests narrow the types
  if (!user || !to) return;
  afterResponse(async () => {
    try {
      await sendEmail(await passwordResetEmail({ to, token, locale: user.language, origin }));
    } catch (error) {
      log.error("password_reset.email_failed", error);
    }
  });
}

/** Uses a reset token once: sets the password and ends every session of the account. */
export async function resetPassword(token: string, password: string, address: string | null): Promise<User> {
  await limitAddress("resetPerAddress", address);
  const user = await resetPasswordWithToken({ tokenHash: digest(token), passwordHash: await hashPassword(password) });
  if (!user) throw new AppError("invalid_reset_token");
  return user;
}

/** Changes the password of a signed-in user after checking the current one; every other session ends. */
export async function changeUserPassword({ user, claims }: SignedIn, currentPassword: string, newPassword: string) {
  await limit("changePasswordPerAccount", user.id);
  if (!user.password || !(await verifyPassword(currentPassword, user.password))) {
    throw new AppError("wrong_password");
  }
  await changePassword({ id: user.id, passwordHash: await hashPassword(newPassword), keepSessionId: claims.sid });
}
