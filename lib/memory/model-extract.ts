import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { Output, generateText } from "ai";
import { z } from "zod";
import { log } from "@/lib/ops/log";
import { modelTelemetry } from "@/lib/ops/trace";
import { text as textField } from "@/lib/validation/text";
import type { LearnedFact } from "./extract";
import { MEMORY_KINDS, MEMORY_TEXT_MAX } from "./kinds";

const factsAnswer = z.object({
  facts: z
    .array(
      z.object({
        kind: z.enum(MEMORY_KINDS),
        text: textField().min(1).max(MEMORY_TEXT_MAX),
        topic: textField().min(3).max(80),
      }),
    )
    .max(5),
});

const SYSTEM = [
  "You keep the memory of Hearth, a relationship advisor: short facts a person states that would help in a later conversation.",
  "Kinds: person (a name: partner, family, ex, friend), date (anniversary, birthday), topic (what their fights keep coming back to), helped (what worked before), didnt_help (what did not), preference (how they like to be advised).",
  'Each fact: `text`, one short line in the person\'s own language, e.g. "Partner\'s name: Jordan" or "有幫助的：先散步再談"; `topic`, a stable key such as name:partner, date:anniversary, topic:his mother, helped:walk before talking.',
  "When a fact updates one already known, reuse its topic key. Only what the person states as true of themselves, their partner or their relationship: no questions, guesses, hypotheticals, feelings of the moment, health or safety details. At most five; none is a fine answer.",
].join("\n");

/**
 * The fast model's reading of what a person wrote: the facts worth remembering, with the known items'
 * topics to reuse. Empty when it fails; never throws and never logs the text.
 */
export async function extractWithModel(
  model: LanguageModelV3,
  told: string,
  known: { topic: string; text: string }[],
): Promise<LearnedFact[]> {
  const knownLines = known.length
    ? `Known items (topic: text):\n${known.map((k) => `- ${k.topic}: ${k.text}`).join("\n")}\n\n`
    : "";
  try {
    const { output } = await generateText({
      model,
      experimental_telemetry: modelTelemetry("memory.extract"),
      system: SYSTEM,
      prompt: `${knownLines}What the person wrote:\n${told}`,
      output: Output.object({ schema: factsAnswer, name: "memory_facts" }),
      maxOutputTokens: 400,
      temperature: 0,
      // Best effort: the offline extractor's facts are kept whatever happens here.
      maxRetries: 0,
    });
    return output.facts;
  } catch (error) {
    log.error("memory.model_extract_failed", error);
    return [];
  }
}
