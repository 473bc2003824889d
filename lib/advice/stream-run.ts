import { Output, streamText } from "ai";
import { settleAdviceRun, type AcceptedRun } from "@/db/queries/advice-requests";
import { adviceModelFor } from "@/lib/ai/model";
import { advisorProfile } from "@/lib/ai/prompt";
import { analysisResponse } from "./analysis-response";
import { adviceAnalysisSchema, type AdviceAnalysis } from "./analysis-schema";
import { advicePrompt, adviceSystemPrompt, momentOf, type RunPart } from "./prompt";

/**
 * Runs the advisor on an accepted request (or its follow-up) and streams the structured analysis as it
 * is written. Every advice run, request or follow-up, goes through here. The analysis is stored when the
 * model finishes, even if the browser has gone; a model that fails, or whose answer does not match the
 * schema, leaves the run failed (nothing half-written is kept), which the user can retry.
 */
export function streamAdviceRun({ user, request }: AcceptedRun, part: RunPart): Response {
  const moment = momentOf(request, part);
  // The safety check (issue 15) goes here: on `moment`, the texts the model will read, before any model
  // is chosen or called. It is the one place both advice requests and follow-ups pass through.
  const { model, offline, persona, mode } = adviceModelFor(user, moment);
  let settled = false;
  // Exactly one outcome per run: the first of finishing and failing wins.
  const settle = async (analysis: AdviceAnalysis | null) => {
    if (settled) return;
    settled = true;
    await settleAdviceRun({ id: request.id, attempt: request.attempt, part, analysis, persona, offline });
  };
  const fail = (error: unknown) => {
    if (settled) return;
    console.error(
      `[advice] model error on request ${request.id} (${part}):`,
      error instanceof Error ? error.message : error,
    );
    return settle(null);
  };

  const result = streamText({
    model,
    system: adviceSystemPrompt({ persona, profile: advisorProfile(user), language: user.aiLanguage, mode, part }),
    prompt: advicePrompt(request, part),
    output: Output.object({ schema: adviceAnalysisSchema, name: "advice_analysis" }),
    maxOutputTokens: mode === "fast" ? 900 : 1600,
    onError: ({ error }) => fail(error),
    onFinish: ({ output }) => settle(output ?? null),
  });
  return analysisResponse(result.fullStream, fail);
}
