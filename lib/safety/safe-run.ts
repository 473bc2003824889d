import type { TextStreamPart, ToolSet } from "ai";
import { env } from "@/lib/env";
import { unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";

export type Parts = ReadableStream<TextStreamPart<ToolSet>>;

export type SafeRunInput = {
  text: string;
  local: SafetyCheck;
  /** A hosted model answers (the offline advisor reads the local check itself). */
  moderated: boolean;
  /** Another check that takes a while (the local check of the text read in a hosted model's images), within its own budget. */
  later?: () => Promise<SafetyCheck | undefined>;
  start: (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts;
};

export type SafeRun = {
  /** The final check: decided at once, or once the checks beside the first run have answered. */
  verdict: SafetyCheck | Promise<SafetyCheck>;
  /** The parts to answer with under the verdict: the first run, or a safety-first run in its place. */
  answer: (safety: SafetyCheck) => Parts;
  /** Gives up the first run before any verdict was acted on. */
  abandon: (reason?: unknown) => Promise<void>;
};

/**
 * One model turn under the safety decision, shared by chat and advice. The local check decides at once.
 * With a model configured and no local match, the provider's moderation (and `later`, when given) runs
 * beside the first model run, whose parts stay unread until the verdicts arrive or their budgets
 * (AI_MODERATION_BUDGET_MS for moderation) run out. When a verdict flags the message, that first run is
 * abandoned and a safety-first run takes its place.
 */
export function startSafeRun({ text, local, moderated, later, start }: SafeRunInput): SafeRun {
  const checks: Promise<SafetyCheck | undefined>[] = [];
  if (!local.flagged && moderated) {
    if (moderationAvailable()) checks.push(moderateWithin(text, env().AI_MODERATION_BUDGET_MS));
    if (later) checks.push(later());
  }
  if (checks.length === 0) return { verdict: local, answer: (safety) => start(safety), abandon: async () => {} };

  const firstRun = new AbortController();
  const first = start(local, firstRun.signal);
  return {
    verdict: Promise.all(checks).then((verdicts) =>
      verdicts.reduce<SafetyCheck>((safety, check) => (check ? unionOf(safety, check) : safety), local),
    ),
    answer: (safety) => {
      if (!safety.flagged) return first;
      firstRun.abort();
      void first.cancel().catch(() => undefined);
      return start(safety);
    },
    abandon: (reason) => first.cancel(reason),
  };
}
