import "server-only";
import { randomBytes } from "node:crypto";
import type { REDEEM_CODE_TYPES } from "@/db/schema";

/** Crockford's base 32: no I, L, O or U, so nothing reads as another character. 32 symbols, 5 bits each. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_SYMBOLS = 12;

export const DURATION_DAYS: Record<(typeof REDEEM_CODE_TYPES)[number], number> = { "1_week": 7, "1_month": 30 };

/**
 * A new code: `HRTH-XXXX-XXXX-XXXX`, 12 symbols from `crypto` (60 bits: guessing one of a million live
 * codes takes ~10¹² tries, against a limit of 10 per account per quarter hour).
 */
export function newRedeemCode(): string {
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  const symbols = [...randomBytes(RANDOM_SYMBOLS)].map((byte) => ALPHABET[byte & 31]).join("");
  return `HRTH-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}
