import "server-only";
import { attachAdviceHelpCard, settleAdviceRun, type AcceptedRun } from "@/db/queries/advice-requests";
import type { ChatModel } from "@/lib/ai/model";
import type { Locale } from "@/lib/i18n/locales";
import type { SafetyCheck } from "@/lib/safety/categories";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { log } from "@/lib/ops/log";
import type { AdviceAnalysis } from "./analysis-schema";
import type { RunPart } from "./prompt";

/** Where the request came from: what the help card's country is guessed from. */
export type RequestPlace = { locale: Locale; acceptLanguage: string | null };

export type RunOutcome = ReturnType<typeof runOutcome>;

/**
 * What an advice run leaves: the help card of its safety verdict (counted once, and stored with the
 * answer), and exactly one stored outcome, the first of finishing and failing. A model that fails, or
 * whose answer does not match the schema, leaves the run failed (nothing half-written is kept).
 */
export function runOutcome({
  run: { user, request },
  part,
  advisor: { persona, offline },
  place,
}: {
  run: AcceptedRun;
  part: RunPart;
  advisor: ChatModel;
  place: RequestPlace;
}) {
  let card: HelpCardData | undefined;
  let recorded: Promise<void> = Promise.resolve();
  let settled = false;
  let markCompleted: (complete: boolean) => void = () => {};
  const completed = new Promise<boolean>((resolve) => (markCompleted = resolve));
  // The help card of the final verdict, and its count, which the stored outcome waits for.
  const decide = (safety: SafetyCheck) => {
    card = helpCardFor(safety, place);
    if (card) recorded = recordMatch({ userId: user.id, conversationId: null, check: safety, card });
    return card;
  };
  const settle = async (analysis: AdviceAnalysis | null) => {
    if (settled) return;
    settled = true;
    try {
      await recorded;
      await settleAdviceRun({
        id: request.id,
        attempt: request.attempt,
        part,
        analysis,
        persona,
        offline,
        helpCard: card ?? null,
      });
      markCompleted(analysis !== null);
    } catch (error) {
      markCompleted(false);
      throw error;
    }
  };
  return {
    decide,
    /** Whether the run's answer was stored, once it has settled. */
    completed,
    /** A model triage that says "urgent" after the answer started: its card is stored with the answer, or added once it is. */
    late(safety: SafetyCheck) {
      decide(safety);
      if (settled && card)
        void recorded.then(() =>
          attachAdviceHelpCard({ id: request.id, attempt: request.attempt, part, helpCard: card! }),
        );
    },
    complete: (analysis: AdviceAnalysis | null) => settle(analysis),
    fail(error: unknown) {
      if (settled) return;
      log.error("advice.model_failed", error, { adviceRequestId: request.id, part });
      return settle(null);
    },
  };
}
