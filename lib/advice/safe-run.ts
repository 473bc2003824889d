import type { TextStreamPart, ToolSet } from "ai";
import { env } from "@/lib/env";
import { unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";

type Parts = ReadableStream<TextStreamPart<ToolSet>>;

/**
 * An advice run's model parts under the safety decision, decided before its response starts (the help
 * card goes out in a header, ahead of any text). The chat's rule (lib/chat/safe-reply-parts.ts): the
 * local check decides at once; with a model configured and no local match, the provider's moderation
 * runs beside the first model run, which waits unread for the verdict or its budget
 * (AI_MODERATION_BUDGET_MS); a flagged verdict abandons that run for a safety-first one. `decided` gets
 * the final check once, before the run that will be answered starts.
 */
export async function safeAdviceParts({
  text,
  local,
  moderated,
  start,
  decided,
}: {
  text: string;
  local: SafetyCheck;
  /** A hosted model answers (the offline advisor reads the local check itself). */
  moderated: boolean;
  start: (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts;
  decided: (safety: SafetyCheck) => void;
}): Promise<Parts> {
  if (local.flagged || !moderated || !moderationAvailable()) {
    decided(local);
    return start(local);
  }
  const firstRun = new AbortController();
  const first = start(local, firstRun.signal);
  const remote = await moderateWithin(text, env().AI_MODERATION_BUDGET_MS);
  const safety = remote ? unionOf(local, remote) : local;
  decided(safety);
  if (!safety.flagged) return first;
  firstRun.abort();
  void first.cancel().catch(() => undefined);
  return start(safety);
}
