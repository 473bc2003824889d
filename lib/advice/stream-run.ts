import { Output, streamText } from "ai";
import { settleAdviceRun, type AcceptedRun } from "@/db/queries/advice-requests";
import { adviceModelFor } from "@/lib/ai/model";
import { toldIn } from "@/lib/ai/offline";
import { advisorProfile } from "@/lib/ai/prompt";
import type { Locale } from "@/lib/i18n/locales";
import type { SafetyCheck } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { analysisResponse } from "./analysis-response";
import { adviceAnalysisSchema, type AdviceAnalysis } from "./analysis-schema";
import { advicePrompt, adviceSystemPrompt, momentOf, type RunPart } from "./prompt";
import { safeAdviceParts } from "./safe-run";

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
  let settled = false;
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
    console.error(
      `[advice] model error on request ${request.id} (${part}):`,
      error instanceof Error ? error.message : error,
    );
    return settle(null);
  };

  // Only the current model run may settle the request: one abandoned for a safety-first run stays silent.
  let run = 0;
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal) => {
    const mine = ++run;
    return streamText({
      model,
      system: adviceSystemPrompt({
        persona,
        profile: advisorProfile(user),
        language: user.aiLanguage,
        mode,
        part,
        safety,
      }),
      prompt: advicePrompt(request, part),
      output: Output.object({ schema: adviceAnalysisSchema, name: "advice_analysis" }),
      maxOutputTokens: mode === "fast" ? 900 : 1600,
      abortSignal,
      onError: ({ error }) => (mine === run ? fail(error) : undefined),
      onFinish: ({ output }) => (mine === run ? settle(output ?? null) : undefined),
    }).fullStream;
  };
  const parts = await safeAdviceParts({
    text: told,
    local: checkSafety(told),
    moderated: !offline,
    start,
    decided: (safety) => {
      card = helpCardFor(safety, place);
      if (card) recorded = recordMatch({ userId: user.id, conversationId: null, check: safety, card });
    },
  });
  return analysisResponse(parts, fail, card);
}
