import "server-only";
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { env } from "@/lib/env";

/** A six-digit e-mail code, uniformly random. */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** A password-reset token: 256 random bits. */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Codes and tokens are stored only as this keyed digest: a leaked database row cannot be replayed. */
export function digest(secret: string): string {
  return createHmac("sha256", env().authSecret).update(secret).digest("base64url");
}
