import "server-only";
import { recordSafetyMatch } from "@/db/queries/safety-metrics";
import { utcToday } from "@/lib/limits/plan-limits";
import { hasCategory, type SafetyCheck } from "./categories";
import type { HelpCardData } from "./help-card";
import { log } from "@/lib/ops/log";

/**
 * Stores what a match leaves behind: the day's category counts, the under-18 flag for review, the card
 * pinned to the conversation when urgent. One statement, started beside the model, never before it.
 * A failure is logged (without content) and never breaks the reply.
 */
export function recordMatch({
  userId,
  conversationId,
  check,
  card,
}: {
  userId: string;
  conversationId: string | null;
  check: SafetyCheck;
  card: HelpCardData;
}): Promise<void> {
  return recordSafetyMatch({
    userId,
    conversationId,
    categories: check.matches.map((m) => m.category),
    day: utcToday(),
    flagUnder18: hasCategory(check, "under_18"),
    pinnedCard: check.severity === "urgent" ? card : null,
  }).catch((error: unknown) => {
    log.error("safety.record_failed", error);
  });
}
