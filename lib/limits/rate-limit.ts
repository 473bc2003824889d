import {
  claimAttempt,
  clearHits,
  countHit,
  deleteEndedWindows,
  secondsToNextAttempt,
  type PauseRule,
} from "@/db/queries/rate-limits";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

type Rule = { limit: number; windowSeconds: number };

/** Limits on every path where credentials or codes can be guessed, on account creation, and on uploads. */
export const RATE_LIMITS = {
  loginPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  /** A browser that signed in to the account before (its device cookie): its own attempts, no one else's. */
  loginPerDevice: { limit: 10, windowSeconds: 15 * 60 },
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

/**
 * Growing pauses rather than lockouts. Sign-in attempts on an account from clients that never signed in to
 * it: five free, then 1 s, 2 s, 4 s … up to 15 minutes between attempts, forgotten a day after the last.
 */
export const PAUSES = {
  untrustedSignIn: { freeAttempts: 5, firstPauseSeconds: 1, maxPauseSeconds: 15 * 60, memorySeconds: 24 * 60 * 60 },
} satisfies Record<string, PauseRule>;

type PauseName = keyof typeof PAUSES;

/** Claims an attempt under a pause rule; before the pause owed has passed, 429 with `waitTime`. */
export async function pause(name: PauseName, subject: string): Promise<void> {
  const key = `${name}:${subject}`;
  const rule = PAUSES[name];
  if (await claimAttempt({ key, rule })) return;
  throw new AppError("rate_limited", { fields: { waitTime: await secondsToNextAttempt({ key, rule }) } });
}

export async function resetPause(name: PauseName, subject: string): Promise<void> {
  await clearHits({ key: `${name}:${subject}` });
}

/** An IPv4 or IPv6 address (no port, no zone): anything else in the header is not an address. */
const ADDRESS = /^[0-9a-f:.]{2,45}$/i;

type AddressHeader = { header: string; hops: number };

/**
 * The header each CLIENT_ADDRESS_SOURCE reads. Vercel's edge and Cloudflare each write the caller's address
 * into a header of their own (replacing whatever the client sent); `proxy-hops:N` takes the entry N from the
 * right of X-Forwarded-For, the one the first of N appending proxies wrote.
 */
function addressHeader(source: string | undefined): AddressHeader | null {
  if (source === "vercel") return { header: "x-real-ip", hops: 1 };
  if (source === "cloudflare") return { header: "cf-connecting-ip", hops: 1 };
  if (source?.startsWith("proxy-hops:"))
    return { header: "x-forwarded-for", hops: Number(source.slice("proxy-hops:".length)) };
  return null;
}

/**
 * The caller's address as the deployment's proxy defines it: the entry `hops` from the right of `header`
 * (entries to its left were written by the client, or by proxies we do not trust). Callers without a
 * usable address share one bucket.
 */
export function addressFrom(headers: Headers, { header, hops }: AddressHeader): string {
  // Stryker disable next-line StringLiteral: a missing header and any text that is no address both end as "unknown"
  const entries = (headers.get(header) ?? "").split(",").map((entry) => entry.trim());
  const address = entries[entries.length - hops]; // too few entries: an index before the first, undefined
  return address && ADDRESS.test(address) ? address.toLowerCase() : "unknown";
}

/**
 * The caller's address from the source the deployment declares (CLIENT_ADDRESS_SOURCE); null when it
 * declares none (or, outside production, leaves it unset): then there is no address to count by.
 */
export function clientAddress(request: Request): string | null {
  const source = addressHeader(env().CLIENT_ADDRESS_SOURCE);
  return source ? addressFrom(request.headers, source) : null;
}

/** A per-address limit: counted when the deployment declares where addresses come from, skipped when not. */
export async function limitAddress(name: RateLimitName, address: string | null): Promise<void> {
  if (address !== null) await limit(name, address);
}

/** Deletes the counters whose window has ended (a scheduled job): they count nothing any more. How many. */
export async function pruneRateLimits(): Promise<number> {
  return deleteEndedWindows();
}
