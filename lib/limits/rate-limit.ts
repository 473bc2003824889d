import { clearHits, countHit } from "@/db/queries/rate-limits";
import { AppError } from "@/lib/errors";

type Rule = { limit: number; windowSeconds: number };

/** Limits on every path where credentials or codes can be guessed, and on account creation. */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  verifyPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  sendCodePerAccount: { limit: 1, windowSeconds: 60 },
  sendCodePerAddress: { limit: 30, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 3, windowSeconds: 15 * 60 },
  forgotPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  registerPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  guestPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  // Each of these asks the payment provider: generous for people, a wall for scripts.
  checkoutPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  activationPerAccount: { limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, Rule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Counts a hit; past the limit throws 429 with `waitTime` (seconds until the window ends). */
export async function limit(name: RateLimitName, subject: string): Promise<void> {
  const rule = RATE_LIMITS[name];
  const { count, secondsLeft } = await countHit({ key: `${name}:${subject}`, windowSeconds: rule.windowSeconds });
  if (count > rule.limit) {
    throw new AppError("rate_limited", { fields: { waitTime: secondsLeft } });
  }
}

export async function resetLimit(name: RateLimitName, subject: string): Promise<void> {
  await clearHits({ key: `${name}:${subject}` });
}

/** The caller's address as the hosting proxy reports it; all unknown callers share one bucket. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
