import "server-only";
import { ECDH } from "node:crypto";
import { z } from "zod";
import { text } from "@/lib/validation/text";
import { isPushEndpointAllowed } from "./push-endpoint";

const endpoint = text({ error: "validation.pushEndpoint" }).refine(isPushEndpointAllowed, {
  error: "validation.pushEndpoint",
});

/** Base64url (as PushSubscription.toJSON() writes it) of exactly `length` bytes that pass `check`. */
const key = (length: number, check: (bytes: Buffer) => boolean = () => true) =>
  text({ error: "validation.pushKeys" })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: "validation.pushKeys" })
    .transform((value) => Buffer.from(value, "base64url"))
    .refine((bytes) => bytes.length === length && check(bytes), { error: "validation.pushKeys" })
    .transform((bytes) => bytes.toString("base64url"));

/** The browser's public key: an uncompressed P-256 point (0x04, x, y) that is on the curve. */
function isP256Point(bytes: Buffer): boolean {
  try {
    return bytes[0] === 0x04 && ECDH.convertKey(bytes, "prime256v1").length === 65;
  } catch {
    return false;
  }
}

/** POST /api/push/subscriptions: a browser's push subscription, as its `toJSON()` names it. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint,
  keys: z.strictObject({ p256dh: key(65, isP256Point), auth: key(16) }, { error: "validation.pushKeys" }),
});

/** DELETE /api/push/subscriptions: the browser's endpoint. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint });
