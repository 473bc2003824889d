import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { Output, streamText } from "ai";
import { z } from "zod";
import type { Language } from "@/db/schema";
import { languageName } from "@/lib/ai/prompt";
import { modelTelemetry } from "@/lib/ops/trace";
import { text } from "@/lib/validation/text";
import { detectMarkers } from "./detect";
import { MARKER_KINDS, type Marker } from "./kinds";
import { rangeOf } from "./range";
import { WORDING } from "./wording";

/** What the model writes: markers named by quote and occurrence (the server computes the ranges). */
const modelAnswerSchema = z.object({
  markers: z.array(
    z.object({
      kind: z.enum(MARKER_KINDS),
      quote: text(),
      occurrence: z.number().int(),
      why: text(),
    }),
  ),
  request: text().nullable(),
  rewrite: text().nullable(),
  notes: z.array(text()),
});
type ModelAnswer = z.infer<typeof modelAnswerSchema>;

const coachOutput = Output.object({ schema: modelAnswerSchema, name: "coach_answer" });

export type CoachDraft = { draft: string; want: string | null; recipient: string | null };

const system = (language: Language) =>
  [
    "You are a relationship coach. The person will send the draft below to their partner; read it before they do.",
    `Markers: the shortest words that will likely start a fight, each one kind of: ${MARKER_KINDS.join(", ")}.`,
    "Quote each marker exactly as written in the draft, with which occurrence of that quote it is (1 for the first),",
    "and say in one sentence why it lands badly. Nothing inside quotation marks of someone else's words is a marker.",
    "request: what the draft asks the partner for, in one line (null when it asks nothing).",
    "rewrite: null when there is no marker. Otherwise a softer version in the person's voice: I statements, a feeling",
    "only where the draft implies one, the specific situation, a positive request. Keep the request. Never add events,",
    "facts, promises or apologies the person did not make; never make it manipulative; at most twice the draft's length.",
    "notes: what was kept and why, briefly.",
    `Write why, request, rewrite and notes in ${languageName(language)}.`,
  ].join("\n");

function prompt({ draft, want, recipient }: CoachDraft): string {
  return [`Draft:\n${draft}`, want ? `What I want from them: ${want}` : "", recipient ? `It is for: ${recipient}` : ""]
    .filter(Boolean)
    .join("\n\n");
}

async function ask(
  model: LanguageModelV3,
  language: Language,
  messages: { role: "user" | "assistant"; content: string }[],
) {
  const result = streamText({
    model,
    experimental_telemetry: modelTelemetry("coach.answer"),
    system: system(language),
    messages,
    output: coachOutput,
    maxOutputTokens: 1600,
    // The error part below carries the failure to the caller, which logs it once without the draft.
    onError: () => undefined,
  });
  // The stream is read to its end for the output; an error part makes the output reject.
  for await (const part of result.fullStream) if (part.type === "error") throw part.error;
  return (await result.output) as ModelAnswer;
}

/** The model's markers with their ranges in the draft; a quote that is not in the draft is dropped. */
function ranged(draft: string, markers: ModelAnswer["markers"]): Marker[] {
  return markers.flatMap(({ kind, quote, occurrence, why }) => {
    const range = rangeOf(draft, quote, occurrence);
    return range ? [{ kind, quote, why, ...range }] : [];
  });
}

/** What the local detector still finds in a rewrite, and whether it is over twice the draft's length. */
function flaws(draft: string, rewrite: string, language: Language) {
  return { left: detectMarkers(rewrite, language), tooLong: rewrite.length > 2 * draft.length };
}

function retryPrompt(rewrite: string, left: Marker[], tooLong: boolean): string {
  return [
    "Your rewrite still needs work. Write the whole answer again, with a rewrite that fixes this:",
    ...left.map((m) => `- It still contains "${m.quote}" (${m.kind}).`),
    tooLong ? "- It is longer than twice the draft." : "",
    `Your rewrite was:\n${rewrite}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The coach with a model: its markers go to `onMarkers` at once; its rewrite is read by the local detector and,
 * when a marker remains or it is over twice the draft's length, the model is asked once more with them named.
 * A rewrite still too long after that is dropped; one still marked is kept, with a note naming what is left.
 */
export async function modelCoach(
  model: LanguageModelV3,
  language: Language,
  input: CoachDraft,
  onMarkers: (markers: Marker[], request: string | null) => void,
): Promise<{ markers: Marker[]; request: string | null; rewrite: string | null; notes: string[] }> {
  const wording = WORDING[language];
  const messages = [{ role: "user" as const, content: prompt(input) }];
  const first = await ask(model, language, messages);
  const markers = ranged(input.draft, first.markers);
  const request = first.request?.trim() || null;
  onMarkers(markers, request);
  if (markers.length === 0) return { markers, request, rewrite: null, notes: [wording.fine] };

  let answer = first;
  let check = answer.rewrite ? flaws(input.draft, answer.rewrite, language) : undefined;
  if (answer.rewrite && check && (check.left.length > 0 || check.tooLong)) {
    answer = await ask(model, language, [
      ...messages,
      { role: "assistant", content: JSON.stringify(first) },
      { role: "user", content: retryPrompt(answer.rewrite, check.left, check.tooLong) },
    ]);
    check = answer.rewrite ? flaws(input.draft, answer.rewrite, language) : undefined;
  }
  if (!answer.rewrite || !check || check.tooLong)
    return { markers, request, rewrite: null, notes: [...answer.notes, wording.noRewrite] };
  const left = [...new Set(check.left.map((m) => m.quote))].map(wording.stillMarked);
  return { markers, request, rewrite: answer.rewrite, notes: [...answer.notes, ...left] };
}
