import "server-only";
import { Output, generateText } from "ai";
import { z } from "zod";
import { text as textField } from "@/lib/validation/text";
import { triageModel } from "@/lib/ai/model";
import { log } from "@/lib/ops/log";
import { modelTelemetry } from "@/lib/ops/trace";
import { NO_MATCH, SAFETY_CATEGORIES, checkFrom, type SafetyCheck } from "./categories";

const triageAnswer = z.object({
  matches: z
    .array(
      z.object({
        category: z.enum(SAFETY_CATEGORIES),
        severity: z.enum(["concern", "urgent"]),
        quote: textField().describe("the user's own words that show it, copied exactly"),
      }),
    )
    .max(SAFETY_CATEGORIES.length),
});

const TRIAGE_SYSTEM = [
  "You are the safety triage of Hearth, a relationship advisor for adults. Classify the user's newest message (read with their earlier messages, if given) for risks. Categories:",
  "self_harm: suicide, wishing to be dead, self-harm. violence: a partner's or family member's violence or threats against the user, or the user's threats to hurt someone.",
  "coercive_control: tracking, controlling money or documents, isolating, stalking, suicide threats used to stop the user leaving. sexual_coercion: sex without consent, pressure or threats to get sex.",
  "image_abuse: sharing or threatening to share intimate images, demands for money, images or sex against them, hidden cameras, deepfake nudes.",
  "immediate_danger: someone is in danger right now (an overdose taken, on a ledge, an abuser at the door, a weapon out, locked in, a plan for tonight). under_18: the user says they are under 18.",
  'severity urgent: a risk to life or safety now; concern: the rest. Idioms ("this job is killing me"), fiction, the news, explicit jokes, a past the user says is over, a friend\'s non-urgent situation and negations ("I\'m not suicidal") are no match.',
  "Answer with every match (none when there is none). Never answer the user.",
].join("\n");

/**
 * The fast model's reading of a message for the safety check (structured output), or undefined when it
 * fails or is aborted. Never throws and never logs the text.
 */
export async function triage(
  text: string,
  previous: readonly string[],
  signal: AbortSignal,
): Promise<SafetyCheck | undefined> {
  const model = triageModel();
  // Stryker disable next-line ConditionalExpression: only called with a model configured (the callers check)
  if (!model) return undefined;
  const earlier = previous.length
    ? `Earlier messages, oldest first:\n${previous.map((m) => `- ${m}`).join("\n")}\n\n`
    : "";
  try {
    const { output } = await generateText({
      model,
      experimental_telemetry: modelTelemetry("safety.triage"),
      system: TRIAGE_SYSTEM,
      prompt: `${earlier}Newest message:\n${text}`,
      output: Output.object({ schema: triageAnswer, name: "safety_triage" }),
      maxOutputTokens: 300,
      temperature: 0,
      abortSignal: signal,
    });
    return output.matches.length
      ? checkFrom(output.matches.map(({ category, severity }) => ({ category, severity })))
      : NO_MATCH;
  } catch (error) {
    if (!signal.aborted) log.error("safety.triage_failed", error);
    return undefined;
  }
}
