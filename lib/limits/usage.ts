import "server-only";
import { countActiveConversations } from "@/db/queries/conversations";
import type { User } from "@/db/schema";
import {
  FREE_CONVERSATIONS,
  FREE_DAILY_MESSAGES,
  availablePersonas,
  freeHistoryStart,
  hasPro,
  messagesToday,
} from "./plan-limits";

/**
 * GET /api/usage: today's count against the plan's limit (null = unlimited), the personas on offer, and
 * the active conversations against the plan's conversation limit (so the chat can explain it up front).
 */
export async function usageOf(user: User, now = new Date()) {
  const pro = hasPro(user, now);
  return {
    count: messagesToday(user, now),
    limit: pro ? null : FREE_DAILY_MESSAGES,
    isPro: pro,
    availableTones: availablePersonas(user),
    conversations: await countActiveConversations({ userId: user.id, since: freeHistoryStart(now) }),
    conversationLimit: pro ? null : FREE_CONVERSATIONS,
  };
}

export type Usage = Awaited<ReturnType<typeof usageOf>>;
