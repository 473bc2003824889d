import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * A cron route's caller must send `Authorization: Bearer <CRON_SECRET>` (the serverless hosts' convention).
 * Without CRON_SECRET every call is refused, in every environment: there is no default secret to guess.
 * Compared as digests, in constant time, so neither the length nor a prefix of the secret leaks.
 */
export function requireCronSecret(request: Request): void {
  const secret = env().CRON_SECRET;
  const sent = request.headers.get("authorization") ?? "";
  if (!secret || !timingSafeEqual(digest(sent), digest(`Bearer ${secret}`))) {
    throw new AppError("cron_unauthorized", { headers: { "www-authenticate": "Bearer" } });
  }
}
