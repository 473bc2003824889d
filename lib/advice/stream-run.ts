import { Output, streamText, type OutputInterface } from "ai";
import { attachAdviceHelpCard, settleAdviceRun, type AcceptedRun } from "@/db/queries/advice-requests";
import { adviceModelFor } from "@/lib/ai/model";
import { momentSafety, toldIn } from "@/lib/ai/offline";
import { advisorProfile } from "@/lib/ai/prompt";
import type { Locale } from "@/lib/i18n/locales";
import type { SafetyCheck } from "@/lib/safety/categories";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { lateEscalation, startSafeRun } from "@/lib/safety/safe-run";
import { analysisResponse } from "./analysis-response";
import { adviceAnalysisSchema, type AdviceAnalysis } from "./analysis-schema";
import { advicePrompt, adviceSystemPrompt, momentOf, type RunPart } from "./prompt";
import { log } from "@/lib/ops/log";
import { modelTelemetry } from "@/lib/ops/trace";

const structured = Output.object({ schema: adviceAnalysisSchema, name: "advice_analysis" });
/**
 * The structured output of every advice run, made once (the schema's JSON schema for the model is
 * computed as this module loads, not per request). The whole answer is still checked against the schema when
 * the model finishes; the partial object is not parsed on each chunk, since nothing on the server reads
 * it: the text goes out as it comes and the browser parses it as it grows.
 */
const adviceOutput: OutputInterface<AdviceAnalysis, string, never> = {
  ...structured,
  parsePartialOutput: async ({ text }) => ({ partial: text }),
  createElementStreamTransform: () => undefined,
};

/** Where the request came from: what the help card's country is guessed from. */
export type RequestPlace = { locale: Locale; acceptLanguage: string | null };

/**
 * Runs the advisor on an accepted request (or its follow-up) and streams the structured analysis as it
 * is written. Every advice run, request or follow-up, goes through here. The analysis is stored when the
 * model finishes, even if the browser has gone; a model that fails, or whose answer does not match the
 * schema, leaves the run failed (nothing half-written is kept), which the user can retry.
 * The safety check runs first, on everything the user wrote about the moment, as in the chat: on a match
 * the analysis is safety-first whatever the persona, and the help card goes out before any text (in the
 * response's `x-help-card` header) and is stored with the answer.
 */
export async function streamAdviceRun(
  { user, request }: AcceptedRun,
  part: RunPart,
  place: RequestPlace,
): Promise<Response> {
  const moment = momentOf(request, part);
  const told = toldIn(moment);
  const { model, offline, persona, mode } = adviceModelFor(user, moment);
  let card: HelpCardData | undefined;
  let recorded: Promise<void> = Promise.resolve();
  // The help card of the final verdict, and its count, which the stored outcome waits for.
  const decide = (safety: SafetyCheck) => {
    card = helpCardFor(safety, place);
    if (card) recorded = recordMatch({ userId: user.id, conversationId: null, check: safety, card });
  };
  let settled = false;
  // A model triage that says "urgent" after the answer started: its card is stored with the answer, or added once it is.
  const lateCard = (safety: SafetyCheck) => {
    decide(safety);
    if (settled && card)
      void recorded.then(() =>
        attachAdviceHelpCard({ id: request.id, attempt: request.attempt, part, helpCard: card! }),
      );
  };
  // Exactly one outcome per run: the first of finishing and failing wins.
  const settle = async (analysis: AdviceAnalysis | null) => {
    if (settled) return;
    settled = true;
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
  };
  const fail = (error: unknown) => {
    if (settled) return;
    log.error("advice.model_failed", error, { adviceRequestId: request.id, part });
    return settle(null);
  };

  // Only the current model run may settle the request: one abandoned for a safety-first run stays silent.
  let run = 0;
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal) => {
    const mine = ++run;
    return streamText({
      model,
      experimental_telemetry: modelTelemetry("advice.analysis"),
      system: adviceSystemPrompt({
        persona,
        profile: advisorProfile(user),
        language: user.aiLanguage,
        mode,
        part,
        safety,
      }),
      prompt: advicePrompt(request, part),
      output: adviceOutput,
      maxOutputTokens: mode === "fast" ? 900 : 1600,
      abortSignal,
      onError: ({ error }) => (mine === run ? fail(error) : undefined),
      onFinish: ({ output }) => (mine === run ? settle(output ?? null) : undefined),
    }).fullStream;
  };
  // The help card goes out in a header, ahead of any text: the response starts once the verdict is known.
  const turn = startSafeRun({ text: told, local: momentSafety(moment), moderated: !offline, start });
  const safety = await turn.verdict;
  decide(safety);
  void turn.afterwards.then((triaged) => {
    const escalated = lateEscalation(safety, triaged);
    if (escalated) lateCard(escalated);
  });
  return analysisResponse(turn.answer(safety), fail, card);
}
