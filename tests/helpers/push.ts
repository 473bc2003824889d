import { createECDH, randomBytes, type ECDH } from "node:crypto";

/** A browser's side of a push subscription, made here: its P-256 key pair and auth secret, and the keys it sends. */
export function pushKeys(): { ecdh: ECDH; authSecret: Buffer; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
  };
}
