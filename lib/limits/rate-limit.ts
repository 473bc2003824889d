import { clearHits, countHit, deleteEndedWindows } from "@/db/queries/rate-limits";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

type Rule = { limit: number; windowSeconds: number };

/** Limits on every path where credentials or codes can be guessed, on account creation, and on uploads. */
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
  /** Storage, not guessing: a person shares a few images a minute at most. */
  imageUploadsPerAccount: { limit: 30, windowSeconds: 10 * 60 },
  /** Each spoken turn is a transcription and a few passages read aloud. */
  voicePerAccount: { limit: 300, windowSeconds: 10 * 60 },
  // Each of these asks the payment provider: generous for people, a wall for scripts.
  checkoutPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  activationPerAccount: { limit: 60, windowSeconds: 15 * 60 },
  // Redeem codes must not be enumerable: a person mistypes a few times, a script gets nowhere.
  redeemPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  redeemPerAddress: { limit: 50, windowSeconds: 60 * 60 },
  /** Building an export reads everything the user has: one an hour is plenty for a person. */
  dataExportPerAccount: { limit: 1, windowSeconds: 60 * 60 },
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

/** An IPv4 or IPv6 address (no port, no zone): anything else in the header is not an address. */
const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

/**
 * The caller's address as the deployment's proxy defines it: the entry `hops` from the right of `header`
 * (entries to its left were written by the client, or by proxies we do not trust). Callers without a
 * usable address share one bucket.
 */
export function addressFrom(headers: Headers, { header, hops }: { header: string; hops: number }): string {
  const entries = (headers.get(header) ?? "").split(",").map((entry) => entry.trim());
  const address = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return address && ADDRESS.test(address) ? address.toLowerCase() : "unknown";
}

/** The caller's address, read the way CLIENT_ADDRESS_HEADER and TRUSTED_PROXY_HOPS say (lib/env.ts). */
export function clientAddress(request: Request): string {
  const { CLIENT_ADDRESS_HEADER, TRUSTED_PROXY_HOPS } = env();
  return addressFrom(request.headers, { header: CLIENT_ADDRESS_HEADER, hops: TRUSTED_PROXY_HOPS });
}

/** Deletes the counters whose window has ended (a scheduled job): they count nothing any more. How many. */
export async function pruneRateLimits(): Promise<number> {
  return deleteEndedWindows();
}
