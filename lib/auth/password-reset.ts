import { changePassword, findUserByIdentifier, resetPasswordWithToken, updateUser } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { passwordResetEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { limit, limitAddress } from "@/lib/limits/rate-limit";
import type { SignedIn } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { digest, newResetToken } from "./secrets";

export const RESET_TTL_MINUTES = 60;

/** E-mails a single-use reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(identifier: string, address: string | null, origin: string): Promise<void> {
  await limitAddress("forgotPerAddress", address);
  await limit("forgotPerAccount", identifier);
  const user = await findUserByIdentifier({ identifier });
  const to = user?.email;
  if (!user || !to) return;
  const token = newResetToken();
  await updateUser({
    id: user.id,
    values: {
      resetPasswordToken: digest(token),
      resetPasswordExpiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    },
  });
  await sendEmail(await passwordResetEmail({ to, token, locale: user.language, origin }));
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
