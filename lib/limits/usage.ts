import type { User } from "@/db/schema";
import { FREE_DAILY_MESSAGES, availablePersonas, hasPro, messagesToday } from "./plan-limits";

/** GET /api/usage: today's count against the plan's limit (null = unlimited) and the personas on offer. */
export function usageOf(user: User, now = new Date()) {
  const pro = hasPro(user, now);
  return {
    count: messagesToday(user, now),
    limit: pro ? null : FREE_DAILY_MESSAGES,
    isPro: pro,
    availableTones: availablePersonas(user),
  };
}

export type Usage = ReturnType<typeof usageOf>;
