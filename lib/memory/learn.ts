import "server-only";
import { learnMemories } from "@/db/queries/memories";
import type { User } from "@/db/schema";
import { memoryLimit } from "@/lib/limits/plan-limits";
import { log } from "@/lib/ops/log";
import { extractFacts } from "./extract";
import type { MemorySource } from "./kinds";

type Learner = Pick<User, "id" | "isGuest" | "memoryEnabled" | "saveConversations" | "partnerNickname" | "proEndsAt">;

/**
 * Learns the facts in what the person wrote, once its answer has settled: only when the answer completed and
 * the safety check flagged nothing (a crisis is never remembered unless the person adds it), never for a
 * guest, while memory is paused, or with saving turned off (nothing of the conversation is kept then).
 */
export async function learnAfterAnswer(
  user: Learner,
  told: { text: string; source: MemorySource; sourceId: string },
  answer: { completed: Promise<boolean>; flagged: Promise<boolean> },
): Promise<void> {
  if (user.isGuest || !user.memoryEnabled || !user.saveConversations) return;
  try {
    const [completed, flagged] = await Promise.all([answer.completed, answer.flagged]);
    if (!completed || flagged) return;
    const facts = extractFacts(told.text, { partnerNickname: user.partnerNickname });
    if (facts.length === 0) return;
    await learnMemories({ userId: user.id, facts, ...told, limit: memoryLimit(user) });
  } catch (error) {
    log.error("memory.learn_failed", error, { source: told.source });
  }
}
