import type { AdviceRequest, Language } from "@/db/schema";
import type { AdviceMoment, AdvisorProfile } from "@/lib/ai/offline";
import { GROUND_RULES, languageName, personaLine, PROFILE_RULE, profileSummary } from "@/lib/ai/prompt";
import type { PersonaId } from "@/lib/personas/personas";

export type RunPart = "request" | "followUp";

/** The system prompt of an advice run: the chat's persona and ground rules, asking for the structured analysis. */
export function adviceSystemPrompt({
  persona,
  profile,
  language,
  mode,
  part,
}: {
  persona: PersonaId;
  profile: AdvisorProfile;
  language: Language;
  mode: "balanced" | "fast";
  part: RunPart;
}): string {
  return [
    personaLine(persona),
    "This is a daily advice request, not a chat: the user describes one concrete moment (the situation, what they did or said, and perhaps how the other person reacted) and wants a considered judgement of it.",
    part === "followUp"
      ? "The user has since tried your earlier advice and tells you how it went: answer that follow-up in the same structure (how it went for each person, what went well, what to try next, what to say next, one question)."
      : "Analyse that moment.",
    "Always, whatever the persona:",
    ...GROUND_RULES,
    PROFILE_RULE,
    "- Be fair to both people: say what likely happened for each of them, without taking sides or diagnosing anyone.",
    "Answer with the JSON object the schema describes, in the persona's voice, every field in plain text (no Markdown, no HTML). The script is what the user could say to the other person, in the first person, warm and natural.",
    `Write every field in ${languageName(language)}, whatever language the user writes in.`,
    mode === "fast"
      ? "Be brief: a sentence or two per field, at most two points in each list."
      : "Be thorough but readable: two or three sentences per field, two to four points in each list.",
    "",
    "User profile:",
    profileSummary(profile),
  ].join("\n");
}

/** What the model (or the offline advisor) is asked about: the moment, and for a follow-up how it went. */
export function momentOf(request: AdviceRequest, part: RunPart): AdviceMoment {
  const moment = { situation: request.situation, action: request.action, reaction: request.reaction };
  return part === "followUp" ? { ...moment, followUp: request.followUp ?? "" } : moment;
}

/** The user's message of an advice run. */
export function advicePrompt(request: AdviceRequest, part: RunPart): string {
  const lines = [
    `Situation: ${request.situation}`,
    `What I did or said: ${request.action}`,
    `How they reacted: ${request.reaction ?? "(not described)"}`,
  ];
  if (part === "request" || !request.analysis) return lines.join("\n");
  const earlier = request.analysis;
  return [
    ...lines,
    "",
    "Your earlier advice:",
    `- What to do differently: ${earlier.doDifferently.join(" / ")}`,
    `- What I could say: ${earlier.script}`,
    "",
    `How it went when I tried it: ${request.followUp ?? ""}`,
  ].join("\n");
}
