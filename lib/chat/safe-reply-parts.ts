import type { TextStreamPart, ToolSet } from "ai";
import { env } from "@/lib/env";
import { unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";

type Parts = ReadableStream<TextStreamPart<ToolSet>>;

/**
 * The model's reply under the safety decision. The local check decides at once. With a model configured
 * and no local match, the provider's moderation (and `later`, when given) runs beside the first model
 * call: its parts are held back until the verdicts arrive or their budgets (AI_MODERATION_BUDGET_MS for
 * moderation) run out, so a late check never delays the reply by more than its budget. When a verdict
 * flags the message, that first run is abandoned (none of it has reached the browser) and a safety-first
 * run takes its place. `decided` gets the final check once, before the first part leaves.
 */
export function safeReplyParts({
  text,
  local,
  moderated,
  later,
  start,
  decided,
}: {
  text: string;
  local: SafetyCheck;
  /** A hosted model answers (the offline advisor reads the local check itself). */
  moderated: boolean;
  /** Another check that takes a while (the local check of the text read in a hosted model's images), within its own budget. */
  later?: () => Promise<SafetyCheck | undefined>;
  start: (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts;
  decided: (safety: SafetyCheck) => void;
}): Parts {
  const checks: Promise<SafetyCheck | undefined>[] = [];
  if (!local.flagged && moderated) {
    if (moderationAvailable()) checks.push(moderateWithin(text, env().AI_MODERATION_BUDGET_MS));
    if (later) checks.push(later());
  }
  if (checks.length === 0) {
    decided(local);
    return start(local);
  }
  const firstRun = new AbortController();
  const first = start(local, firstRun.signal);
  const verdict = Promise.all(checks).then((verdicts) =>
    verdicts.reduce<SafetyCheck>((safety, check) => (check ? unionOf(safety, check) : safety), local),
  );
  let reader: ReadableStreamDefaultReader<TextStreamPart<ToolSet>> | undefined;
  return new ReadableStream({
    async pull(controller) {
      if (!reader) {
        const safety = await verdict;
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
