import "server-only";
import type { TextStreamPart, ToolSet } from "ai";
import { env } from "@/lib/env";
import { unionOf, type SafetyCheck } from "@/lib/safety/categories";
import { moderateWithin, moderationAvailable } from "@/lib/safety/moderation";
import { triage } from "@/lib/safety/triage";

export type Parts = ReadableStream<TextStreamPart<ToolSet>>;

export type SafeRunInput = {
  text: string;
  /** The user's messages just before this one, which the model triage reads with it. */
  previous?: readonly string[];
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
  /** The model triage's answer whenever it comes (undefined without one): a late "urgent" still brings the card. */
  afterwards: Promise<SafetyCheck | undefined>;
};

/** A triage that has not answered by then is given up: the reply it could still mark is long over. */
const TRIAGE_CAP_MS = 30_000;

function within<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  // Stryker disable next-line ArrowFunction: a timer left running only resolves a promise no one awaits any more
  return Promise.race([promise, budget]).finally(() => clearTimeout(timer));
}

function startTriage(text: string, previous: readonly string[]): Promise<SafetyCheck | undefined> {
  const controller = new AbortController();
  // Stryker disable next-line ArrowFunction: the cap acts only after 30 s, on a triage whose reply is long over
  const timer = setTimeout(() => controller.abort(), TRIAGE_CAP_MS);
  // Stryker disable next-line ArrowFunction: a timer left running aborts a call that has already ended
  return triage(text, previous, controller.signal).finally(() => clearTimeout(timer));
}

/**
 * One model turn under the safety decision (chat and advice). Without a local match and with a model configured,
 * moderation and triage run beside the first run, whose parts stay unread until their verdicts or budgets; a flag
 * abandons it for a safety-first run. Triage is skipped when already urgent, kept past its budget in `afterwards`.
 */
export function startSafeRun({ text, previous = [], local, moderated, later, start }: SafeRunInput): SafeRun {
  const config = env();
  const triaging = moderated && local.severity !== "urgent" ? startTriage(text, previous) : undefined;
  const afterwards = triaging ?? Promise.resolve(undefined);
  const checks: Promise<SafetyCheck | undefined>[] = [];
  if (!local.flagged && moderated) {
    if (moderationAvailable()) checks.push(moderateWithin(text, config.AI_MODERATION_BUDGET_MS));
    if (triaging) checks.push(within(triaging, config.AI_TRIAGE_BUDGET_MS));
    if (later) checks.push(later());
  }
  if (checks.length === 0) {
    return { verdict: local, answer: (safety) => start(safety), abandon: async () => {}, afterwards };
  }

  const firstRun = new AbortController();
  const first = start(local, firstRun.signal);
  return {
    verdict: unionWith(local, checks),
    answer: (safety) => {
      if (!safety.flagged) return first;
      firstRun.abort();
      void first.cancel().catch(() => undefined);
      return start(safety);
    },
    abandon: (reason) => first.cancel(reason),
    afterwards,
  };
}

const unionWith = async (local: SafetyCheck, checks: Promise<SafetyCheck | undefined>[]) =>
  (await Promise.all(checks)).reduce<SafetyCheck>((safety, check) => (check ? unionOf(safety, check) : safety), local);

/**
 * The checks of a text whose answer waits for the verdict (a coach draft): the local one, then, when it found
 * nothing, moderation and the model triage, each within its budget.
 */
export function checkBeforeAnswer(text: string, local: SafetyCheck): Promise<SafetyCheck> {
  if (local.flagged) return Promise.resolve(local);
  const config = env();
  const checks = [within(startTriage(text, []), config.AI_TRIAGE_BUDGET_MS)];
  if (moderationAvailable()) checks.push(moderateWithin(text, config.AI_MODERATION_BUDGET_MS));
  return unionWith(local, checks);
}

/** What a late triage adds: the verdict with it when it makes an unflagged or merely concerning message urgent. */
export function lateEscalation(verdict: SafetyCheck, late: SafetyCheck | undefined): SafetyCheck | undefined {
  if (!late || late.severity !== "urgent" || verdict.severity === "urgent") return undefined;
  return unionOf(verdict, late);
}
