import "server-only";
import { learnMemories, learnedTopics } from "@/db/queries/memories";
import type { User } from "@/db/schema";
import { memoryModel } from "@/lib/ai/model";
import { afterResponse } from "@/lib/jobs/after-response";
import { memoryLimit } from "@/lib/limits/plan-limits";
import { log } from "@/lib/ops/log";
import { extractFacts, type LearnedFact } from "./extract";
import type { MemorySource } from "./kinds";
import { extractWithModel } from "./model-extract";

type Learner = Pick<
  User,
  "id" | "isGuest" | "memoryEnabled" | "saveConversations" | "partnerNickname" | "proEndsAt" | "testMode"
>;

/**
 * Learns the facts in what the person wrote, once its answer has settled: only when the answer completed and
 * the safety check flagged nothing (a crisis is never remembered unless the person adds it), never for a
 * guest, while memory is paused, or with saving turned off (nothing of the conversation is kept then). With a
 * model configured its facts join the offline extractor's (the model's wins on a shared topic).
 */
export function learnAfterAnswer(
  user: Learner,
  told: { text: string; source: MemorySource; sourceId: string },
  answer: { completed: Promise<boolean>; flagged: Promise<boolean> },
): void {
  if (user.isGuest || !user.memoryEnabled || !user.saveConversations) return;
  // After the response: a serverless function stays up until learning ends.
  afterResponse(() => learn(user, told, answer));
}

async function learn(
  user: Learner,
  told: { text: string; source: MemorySource; sourceId: string },
  answer: { completed: Promise<boolean>; flagged: Promise<boolean> },
): Promise<void> {
  try {
    const [completed, flagged] = await Promise.all([answer.completed, answer.flagged]);
    if (!completed || flagged) return;
    const facts = await factsIn(user, told.text);
    if (facts.length === 0) return;
    await learnMemories({ userId: user.id, facts, ...told, limit: memoryLimit(user) });
  } catch (error) {
    log.error("memory.learn_failed", error, { source: told.source });
  }
}

async function factsIn(user: Learner, told: string): Promise<LearnedFact[]> {
  const offline = extractFacts(told, { partnerNickname: user.partnerNickname });
  const model = memoryModel(user);
  if (!model) return offline;
  const modelled = await extractWithModel(model, told, await learnedTopics({ userId: user.id }));
  // The profile wins: a partner's name it holds is never learned.
  const kept = modelled.filter((fact) => !(fact.topic === "name:partner" && user.partnerNickname?.trim()));
  const topics = new Set(kept.map((fact) => fact.topic));
  return [...kept, ...offline.filter((fact) => !topics.has(fact.topic))];
}
