import { createHmac, timingSafeEqual } from "node:crypto";
import { REMINDER_KINDS, type ReminderKind } from "./kinds";

export type UnsubscribeTarget = { userId: string; kind: ReminderKind };

/** A key of its own for these links, so a token of any other use of the secret can never pass as one. */
const linkKey = (secret: string) => createHmac("sha256", secret).update("reminder-unsubscribe").digest();

const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", linkKey(secret)).update(payload).digest("base64url");

/**
 * An unsubscribe link's token: `<payload>.<signature>`, the payload naming the account and the kind. It has no
 * expiry: an unsubscribe link must keep working. Pure (the secret is given) so the e2e suite signs as its server.
 */
export function signUnsubscribeToken(secret: string, { userId, kind }: UnsubscribeTarget): string {
  const payload = Buffer.from(`${kind}:${userId}`).toString("base64url");
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** What a token names, or null when it was not signed with `secret` (forged, altered, cut short). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const named = Buffer.from(payload, "base64url").toString("utf8");
  const colon = named.indexOf(":");
  const kind = REMINDER_KINDS.find((each) => each === named.slice(0, colon));
  const userId = named.slice(colon + 1);
  return kind && userId ? { userId, kind } : null;
}
