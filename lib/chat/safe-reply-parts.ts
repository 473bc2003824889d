import type { TextStreamPart, ToolSet } from "ai";
import { env } from "@/lib/env";
import { unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";

type Parts = ReadableStream<TextStreamPart<ToolSet>>;

/**
 * The model's reply under the safety decision. The local check decides at once. With a model configured
 * and no local match, the provider's moderation runs beside the first model call: its parts are held
 * back until the verdict arrives or its budget (AI_MODERATION_BUDGET_MS) runs out, so moderation never
 * delays the reply by more than the budget. When the verdict flags the message, that first run is
 * abandoned (none of it has reached the browser) and a safety-first run takes its place. `decided` gets
 * the final check once, before the first part leaves.
 */
export function safeReplyParts({
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
}): Parts {
  if (local.flagged || !moderated || !moderationAvailable()) {
    decided(local);
    return start(local);
  }
  const firstRun = new AbortController();
  const first = start(local, firstRun.signal);
  const verdict = moderateWithin(text, env().AI_MODERATION_BUDGET_MS);
  let reader: ReadableStreamDefaultReader<TextStreamPart<ToolSet>> | undefined;
  return new ReadableStream({
    async pull(controller) {
      if (!reader) {
        const remote = await verdict;
        const safety = remote ? unionOf(local, remote) : local;
        decided(safety);
        if (safety.flagged) {
          firstRun.abort();
          void first.cancel().catch(() => undefined);
          reader = start(safety).getReader();
        } else {
          reader = first.getReader();
        }
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader ? reader.cancel(reason) : first.cancel(reason);
    },
  });
}
