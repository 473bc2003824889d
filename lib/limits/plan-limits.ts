import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { FREE_PERSONAS, PERSONAS, type PersonaId } from "@/lib/personas/personas";

/** Free plan (and guests): spec sections 6 and 9. Pro has no limits. */
export const FREE_DAILY_MESSAGES = 50;
export const FREE_CONVERSATIONS = 1;
export const FREE_HISTORY_DAYS = 1;
/** How many remembered items a plan keeps (and uses): an account that leaves Pro keeps all, and uses its newest. */
export const FREE_MEMORIES = 20;
export const PRO_MEMORIES = 200;

/** "Has Pro" in TypeScript: the stored entitlement (`proEndsAt`, see db/schema.ts) has not ended at `now`. */
export function hasPro(user: Pick<User, "proEndsAt">, now = new Date()): boolean {
  return (user.proEndsAt ?? now) > now; // no end stored: no Pro
}

/** Pro that never ends (lifetime, or a grant without an end): the entitlement's end is in the year 9999. */
export function hasLifetimePro(user: Pick<User, "proEndsAt">, now = new Date()): boolean {
  return hasPro(user, now) && user.proEndsAt!.getUTCFullYear() >= 9999;
}

/** The start of the free plan's history window; with Pro, conversations stay in view whatever their age. */
export function freeHistoryStart(now = new Date()): Date {
  return new Date(now.getTime() - FREE_HISTORY_DAYS * 86_400_000);
}

/** The history a user sees (chat and advice alike): from `freeHistoryStart` on the free plan, all of it with Pro. */
export function historySince(user: Pick<User, "proEndsAt">, now = new Date()): Date | undefined {
  return hasPro(user, now) ? undefined : freeHistoryStart(now);
}

export function memoryLimit(user: Pick<User, "proEndsAt">, now = new Date()): number {
  return hasPro(user, now) ? PRO_MEMORIES : FREE_MEMORIES;
}

export function availablePersonas(user: Pick<User, "proEndsAt">): readonly PersonaId[] {
  return hasPro(user) ? PERSONAS.map((p) => p.id) : FREE_PERSONAS;
}

/** Today's date in UTC (YYYY-MM-DD): the daily counter restarts at UTC midnight. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Seconds until the daily counter restarts: the next UTC midnight. */
export function secondsToNextUtcDay(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** Over the daily allowance (chat and advice): the spec's message, where to upgrade, and when it starts again. */
export function dailyLimitError(now = new Date()): AppError {
  return new AppError("daily_limit", {
    fields: { limit: FREE_DAILY_MESSAGES, upgradeUrl: "/subscription", waitTime: secondsToNextUtcDay(now) },
  });
}

/** Messages counted today: the stored count only if it was last counted today. */
export function messagesToday(user: Pick<User, "adviceRequestsToday" | "lastRequestDate">, now = new Date()): number {
  return user.lastRequestDate === utcToday(now) ? user.adviceRequestsToday : 0;
}
