import "server-only";
import { Output, streamText, type OutputInterface } from "ai";
import type { AdviceRequest, User } from "@/db/schema";
import type { ChatModel } from "@/lib/ai/model";
import { advisorProfile } from "@/lib/ai/prompt";
import { modelTelemetry } from "@/lib/ops/trace";
import type { SafetyCheck } from "@/lib/safety/categories";
import type { Parts } from "@/lib/safety/safe-run";
import { adviceAnalysisSchema, type AdviceAnalysis } from "./analysis-schema";
import { advicePrompt, adviceSystemPrompt, type RunPart } from "./prompt";
import type { RunOutcome } from "./run-outcome";

const structured = Output.object({ schema: adviceAnalysisSchema, name: "advice_analysis" });
/**
 * Every advice run's structured output, made once (its JSON schema is computed at module load, not per request).
 * The whole answer is checked when the model finishes; partials are not parsed per chunk, since only the browser
 * reads them.
 */
const adviceOutput: OutputInterface<AdviceAnalysis, string, never> = {
  ...structured,
  parsePartialOutput: async ({ text }) => ({ partial: text }),
  createElementStreamTransform: () => undefined,
};

/**
 * Starts the model on the analysis under a safety decision, with the request as the prompt. The decision
 * may start a safety-first run in place of the first, so only the latest run settles the request.
 */
export function modelRuns({
  advisor: { model, persona, mode },
  user,
  request,
  part,
  outcome,
}: {
  advisor: ChatModel;
  user: User;
  request: AdviceRequest;
  part: RunPart;
  outcome: RunOutcome;
}): (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts {
  let run = 0;
  return (safety, abortSignal) => {
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
      onError: ({ error }) => (mine === run ? outcome.fail(error) : undefined),
      onFinish: ({ output }) => (mine === run ? outcome.complete(output ?? null) : undefined),
    }).fullStream;
  };
}
