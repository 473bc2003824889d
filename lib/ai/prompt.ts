import type { Language, User } from "@/db/schema";
import { PERSONAS, type PersonaId } from "@/lib/personas/personas";
import { GUEST_NICKNAME } from "@/lib/auth/guest";
import type { SafetyCheck } from "@/lib/safety/categories";
import type { AdvisorProfile } from "./offline";
import { safetyFirstPrompt } from "./safety-prompt";

/** How each persona speaks. Tone only: the substance of the advice is the same for all of them. */
const PERSONA_STYLE: Record<PersonaId, string> = {
  therapist: "a calm, professional counsellor: reflective listening, naming feelings, gentle open questions",
  sister: "a warm older sister: validating, personal, encouraging, on the user's side while still honest",
  bro: "a good-humoured friend: light jokes and casual language, but never mocking the user's pain",
  guardian: "a caring protector: nurturing, safety-minded, reassuring, attentive to wellbeing",
  boss: "a strict coach: direct, brief, imperative sentences, clear accountability and deadlines",
  mentor: "an experienced guide: explains the why, shares frameworks, teaches a skill step by step",
  muse: "a creative muse: imagery and metaphor, playful ideas for connection and rituals",
  enthusiast: "an upbeat cheerleader: energetic, optimistic, celebrates small wins",
  analyst: "a factual analyst: structured, neutral, patterns and trade-offs, numbered reasoning",
  sage: "a wise elder: reflective, unhurried, perspective and meaning over quick fixes",
  butler: "a formal concierge: courteous, polished, precise and helpful phrasing",
  skeptic: "a thoughtful sceptic: questions assumptions, asks for evidence, checks both sides",
};

const LANGUAGE_NAME: Record<Language, string> = {
  en: "English",
  "zh-TW": "Traditional Chinese (Taiwan usage, 繁體中文)",
  "zh-CN": "Simplified Chinese (Mainland usage, 简体中文)",
};

const PROFILE_LABELS: [keyof AdvisorProfile, string][] = [
  ["nickname", "User's name"],
  ["partnerNickname", "Partner's name"],
  ["relationshipStatus", "Status"],
  ["relationshipDuration", "Together for"],
  ["livingSituation", "Living situation"],
  ["conflictFrequency", "Conflict frequency"],
  ["userCommunicationStyle", "User's communication style"],
  ["partnerCommunicationStyle", "Partner's communication style"],
  ["userLoveLanguage", "User's love language"],
  ["partnerLoveLanguage", "Partner's love language"],
  ["personalGoals", "Personal goals"],
  ["relationshipGoals", "Relationship goals"],
];

/** The profile the advisor reads. A guest's stand-in nickname is no name: a demo is never called "Guest". */
export function advisorProfile(user: Pick<User, keyof AdvisorProfile | "isGuest">): AdvisorProfile {
  const profile: AdvisorProfile = Object.fromEntries(PROFILE_LABELS.map(([key]) => [key, user[key]]));
  return user.isGuest && user.nickname === GUEST_NICKNAME ? { ...profile, nickname: null } : profile;
}

/** A compact profile block; fields the user left empty are left out. */
export function profileSummary(profile: AdvisorProfile): string {
  const lines = PROFILE_LABELS.filter(([key]) => profile[key]?.trim()).map(
    ([key, label]) => `- ${label}: ${profile[key]!.trim().slice(0, 300)}`,
  );
  return lines.length ? lines.join("\n") : "- (the user has not shared a profile yet)";
}

/** Who the advisor is, and the tone of the persona it speaks as. */
export function personaLine(persona: PersonaId): string {
  const tone = PERSONAS.find((p) => p.id === persona)?.tone ?? "Professional & Calm";
  return `You are Hearth, a private relationship advisor for adults. Persona: ${persona} (${tone}) — speak as ${PERSONA_STYLE[persona]}.`;
}

/** What holds whatever the persona, in the chat and in advice requests alike. */
export const GROUND_RULES = [
  "- Be honest and kind. The persona changes your tone, never the substance of the advice: every persona would reach the same judgement on the same facts.",
  "- Judge on the evidence the user gives, not on what they hope to hear. Never simply agree with them: if their own account shows they were wrong or share the blame, say so clearly and kindly, and say why; if the other person was wrong, say that; if you cannot tell from what you know, say what you would need to know.",
  "- When asked 'am I wrong?' or 'who is right?', give a clear verdict (mostly the user, mostly the other person, both, or unclear) before your advice.",
  "- You are an AI, not a licensed therapist, doctor or lawyer; say so when it matters and suggest professional help where appropriate.",
  "- If anyone may be in danger (self-harm, violence, abuse), first tell the user to contact local emergency services or a crisis line right away.",
];
export const PROFILE_RULE =
  "- Use the profile below to personalise (names, love languages, communication styles, goals); never invent facts about the user.";

export function languageName(language: Language): string {
  return LANGUAGE_NAME[language];
}

/** The system prompt for one reply: the persona's, or the same safety-first one for every persona when the safety check matched. */
export function systemPrompt({
  persona,
  profile,
  language,
  mode,
  safety,
  remembered = [],
}: {
  persona: PersonaId;
  profile: AdvisorProfile;
  language: Language;
  mode: "balanced" | "fast";
  safety?: SafetyCheck;
  /** What the reply may use of the user's memory, each with its tag (`m1`, `m2`…). */
  remembered?: { tag: string; text: string }[];
}): string {
  if (safety?.flagged) return safetyFirstPrompt({ safety, languageName: LANGUAGE_NAME[language] });
  return [
    personaLine(persona),
    "Always, whatever the persona:",
    ...GROUND_RULES,
    "- Give concrete, practical next steps, and end with one question that helps the user reflect or move forward.",
    PROFILE_RULE,
    `Reply in ${LANGUAGE_NAME[language]}, whatever language the user writes in.`,
    mode === "fast"
      ? "Be brief: a few sentences and at most two steps."
      : "Be thorough but readable: a short reflection, then three or four numbered steps.",
    "Use simple Markdown (paragraphs, lists, bold). Never output HTML.",
    "",
    "User profile:",
    profileSummary(profile),
    ...memorySection(remembered),
  ].join("\n");
}

/** The remembered items, after the profile (which wins where both speak), with how to cite them. */
function memorySection(remembered: { tag: string; text: string }[]): string[] {
  if (remembered.length === 0) return [];
  return [
    "",
    "What you remember from earlier conversations (the user can see and change this list; the profile wins where they differ):",
    ...remembered.map(({ tag, text }) => `- [${tag}] ${text}`),
    "Use an item only where it helps. Right after a sentence that uses one, cite its tag in square brackets, e.g. [m1]; never mention the list otherwise.",
  ];
}

type Turn = { role: "user" | "assistant"; content: string };

/** The newest turns that fit the budget (≈4 characters a token), oldest first; the latest always stays. */
export function trimHistory(turns: Turn[], budgetTokens: number): Turn[] {
  const kept: Turn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const cost = Math.ceil(turns[i]!.content.length / 4) + 4;
    if (kept.length > 0 && used + cost > budgetTokens) break;
    kept.unshift(turns[i]!);
    used += cost;
  }
  return kept;
}
