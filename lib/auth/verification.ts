import "server-only";
import {
  consumeVerificationCode,
  findUserByUsername,
  recordWrongVerificationCode,
  updateUser,
} from "@/db/queries/users";
import type { User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { verificationCodeEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { limit } from "@/lib/limits/rate-limit";
import { keepGuestSafetyPlan } from "@/lib/safety/safety-plan";
import { digest, newVerificationCode } from "./secrets";

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/** Issues a fresh code (the old one stops working) and e-mails it. At most one per account a minute. */
export async function sendVerificationCode(user: User, locale: Locale): Promise<void> {
  const address = user.email ?? user.username;
  await limit("sendCodePerAccount", address);
  const code = newVerificationCode();
  await updateUser({
    id: user.id,
    values: {
      verificationCode: digest(code),
      verificationCodeExpiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
      verificationCodeSentAt: new Date(),
      verificationAttempts: 0,
    },
  });
  await sendEmail(await verificationCodeEmail({ to: address, code, locale }));
}

/**
 * Resend from the verification screen. Unknown and already-verified addresses get the same answer as
 * real ones (and the same cooldown), so the screen cannot be used to discover accounts.
 */
export async function resendVerificationCode(email: string, locale: Locale): Promise<void> {
  const user = await findUserByUsername({ username: email });
  if (user && !user.emailVerified) return sendVerificationCode(user, locale);
  await limit("sendCodePerAccount", email);
}

/**
 * Checks a code; on success the address is verified and the code can never be used again. Guessing is
 * bounded per code (MAX_CODE_ATTEMPTS, then a new one must be sent), not per account: a per-account count
 * would let anyone lock the owner out. An account made in a guest's browser (`guest`) keeps the guest's safety plan.
 */
export async function verifyEmailCode(email: string, code: string, guest?: User): Promise<User> {
  const user = await consumeVerificationCode({ email, codeHash: digest(code), maxAttempts: MAX_CODE_ATTEMPTS });
  if (user) {
    if (guest) await keepGuestSafetyPlan(guest, user);
    return user;
  }

  const wrong = await recordWrongVerificationCode({ email });
  // No pending code: unknown and already-verified addresses answer alike, so accounts cannot be discovered.
  if (!wrong) throw new AppError("invalid_code");
  if (wrong.attempts > MAX_CODE_ATTEMPTS) throw new AppError("code_locked");
  if (!wrong.expiresAt || wrong.expiresAt.getTime() <= Date.now()) throw new AppError("code_expired");
  throw new AppError("invalid_code");
}
