import { z } from "zod";
import { text } from "@/lib/validation/text";

/**
 * A code as people type it: trimmed and upper-cased (spec section 4), with inner spaces dropped too, so
 * "hrth 7k2m …" from a note works; the same rule runs in the form and on the server.
 */
export function normaliseRedeemCode(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** POST /api/redeem-code (spec section 5: 'Redeem code is required'). */
export const redeemSchema = z.strictObject({
  code: text({ error: "validation.redeemCodeRequired" })
    .overwrite(normaliseRedeemCode)
    .min(1, { error: "validation.redeemCodeRequired" })
    .max(64, { error: "validation.tooLong" }),
});
