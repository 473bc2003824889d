import type { AdviceRequest, Language } from "@/db/schema";
import type { AdviceMoment, AdvisorProfile } from "@/lib/ai/offline";
import { GROUND_RULES, languageName, personaLine, PROFILE_RULE, profileSummary } from "@/lib/ai/prompt";
import { safetyFirstRules } from "@/lib/ai/safety-prompt";
import type { PersonaId } from "@/lib/personas/personas";
import type { SafetyCheck } from "@/lib/safety/categories";

export type RunPart = "request" | "followUp";

/**
 * The analysis when the safety check matched: the chat's safety-first rules, for every persona, with what
 * each field of the structure is for in that mode. The screen shows the help card above the analysis.
 */
function safetyFirstAdvicePrompt(safety: SafetyCheck, language: Language): string {
  return [
    ...safetyFirstRules(safety),
    "Answer with the JSON object the schema describes, every field in plain text (no Markdown, no HTML), all of it in this safety-first voice:",
    "- opening: acknowledge what they shared and thank them; if anyone may be in danger now, tell them to call the emergency number on the help card above.",
    "- yourSide: what they are going through, believed and not judged.",
    "- theirSide: no excuse or explanation for anyone who hurts, threatens, controls or pressures them: say plainly that it is not their fault. For thoughts of self-harm: that these thoughts are a sign they need support now, not a failing.",
    "- wentWell: that they reached out and put it into words.",
    "- doDifferently: concrete safety steps (getting somewhere safe, reaching a trusted person, contacting a service on the help card), never couples techniques.",
    "- script: what they could say to a trusted person or a helpline to ask for help, never to the person who hurts them.",
    "- reflectionQuestion: one gentle question about their safety.",
    `Write every field in ${languageName(language)}, whatever language the user writes in.`,
  ].join("\n");
}

/**
 * The system prompt of an advice run: the chat's persona and ground rules, asking for the structured
 * analysis; the same safety-first one for every persona when the safety check matched.
 */
export function adviceSystemPrompt({
  persona,
  profile,
  language,
  mode,
  part,
  safety,
}: {
  persona: PersonaId;
  profile: AdvisorProfile;
  language: Language;
  mode: "balanced" | "fast";
  part: RunPart;
  safety: SafetyCheck;
}): string {
  if (safety.flagged) return safetyFirstAdvicePrompt(safety, language);
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
