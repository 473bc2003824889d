import type { Language } from "@/db/schema";
import type { PersonaId } from "@/lib/personas/personas";
import type { SafetyCheck } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";
import { CONTENT_EN } from "./content-en";
import { type Content, type Line, type Refs, partnerStyleTip, say, sayAnswer, selfStyleTip } from "./content-types";
import { CONTENT_ZH_CN } from "./content-zh-cn";
import { CONTENT_ZH_TW } from "./content-zh-tw";
import { voiceFor } from "./personas-voice";
import type { Voice } from "./voice";
import { type AdvisorProfile, hasPartner, type ProfileFacts, readProfile } from "./profile";
import { SAFETY_TEXT, safetyGuidance } from "./safety-text";
import { type Theme, themesFor } from "./themes";
import { freshFirst, pickFresh } from "./variation";
import { judgeSituation } from "./verdict";

export type AdvisorContext = {
  persona: PersonaId;
  language: Language;
  mode: "balanced" | "fast";
  profile: AdvisorProfile;
};

const CONTENT: Record<Language, Content> = { en: CONTENT_EN, "zh-TW": CONTENT_ZH_TW, "zh-CN": CONTENT_ZH_CN };

/** What the conversation holds before this message, as the model's prompt carries it. */
export type Conversation = {
  /** The user's earlier messages, oldest first: the safety check reads the newest with them. */
  previous?: readonly string[];
  /** The advisor's earlier replies: it greets only when there are none, and does not repeat them. */
  replies?: readonly string[];
};

type Parts = { message: string; content: Content; voice: Voice; facts: ProfileFacts; refs: Refs; fast: boolean };

/** How this reply fits the conversation: `variant` picks among the wordings it has not used yet. */
type Turn = { greet: boolean; used: (text: string) => boolean; variant: number };

/** Replies tried for one message before giving up on wording none of the earlier replies has. */
const VARIANTS = 16;

function numbered(steps: readonly Line[], refs: Refs): string {
  return steps.map((step, i) => `${i + 1}. ${say(step, refs)}`).join("\n");
}

function sentences(content: Content, ...parts: (string | undefined | false)[]): string {
  return parts.filter(Boolean).join(content.gap);
}

/**
 * The safety-first reply: no persona voice and no couple techniques (they can put someone at risk from an
 * abusive partner), the categories' guidance most urgent first, the help card, and a question about safety.
 */
function safetyReply(
  language: Language,
  safety: SafetyCheck,
  facts: ProfileFacts,
  fast: boolean,
  gap: string,
): string[] {
  const text = SAFETY_TEXT[language];
  const { focus, question } = safetyGuidance(language, safety);
  return [
    ...(safety.severity === "urgent" ? [text.urgent] : []),
    text.ack(facts.nickname),
    ...(fast ? focus.slice(0, 1) : focus),
    fast ? text.card : `${text.card}${gap}${text.limits}`,
    question,
  ];
}

function regularReply({ message, content, voice, facts, refs, fast }: Parts, themes: Theme[], turn: Turn): string[] {
  const primary = themes[0] ?? "general";
  const secondary = themes[1] === "general" ? undefined : themes[1];
  const text = content.themes[primary];
  const { context, style } = content;
  // Each slot's wording moves on its own bit of the variant, so sixteen variants differ from one another.
  let slot = 0;
  const choose = <T extends Line>(options: readonly T[], salt: string): T => {
    const bit = Math.floor(turn.variant / 2 ** slot++) % 2;
    return pickFresh(options, message, salt, (option) => turn.used(say(option, refs)), bit);
  };
  const unsaid = (lines: readonly Line[]) => freshFirst(lines, (line) => turn.used(say(line, refs)));

  // The personal step speaks to these two people: love languages first, else communication styles.
  const love =
    facts.partnerLove || facts.userLove ? content.loveStep(refs, facts.partnerLove, facts.userLove) : undefined;
  const styleTips = sentences(
    content,
    facts.partnerStyle && partnerStyleTip(content, facts.partnerStyle, refs),
    facts.userStyle && selfStyleTip(content, facts.userStyle),
  );
  // After a breakup or while dating there may be no partner to speak a love language to, or to live with.
  const partnerless = primary === "breakup" || primary === "dating";
  const personal = partnerless ? undefined : (love ?? (styleTips ? `**${style.title}** ${styleTips}` : undefined));

  // A theme asked about again leads with the steps not given yet.
  const [first, second, third, fourth] = unsaid(text.steps) as [Line, Line, Line, Line];
  const alsoStep = secondary && unsaid(content.themes[secondary].steps)[0];
  const steps: Line[] = fast
    ? [first, personal ?? second]
    : [first, second, alsoStep || third, personal ?? (alsoStep ? third : fourth)];

  const opening = sentences(content, turn.greet && voice.greet(facts.nickname), choose(voice.openings, "opening"));
  const verdict = judgeSituation(message);
  const honestTake = verdict ? [content.verdict[verdict]] : [];
  const ack = choose(text.ack, "ack");
  const question = say(choose(text.question, "question"), refs);
  const living = facts.living && primary !== "distance" && !partnerless ? facts.living : undefined;

  if (fast) {
    const longDistance = living === "longDistance" && context.living.longDistance;
    return [opening, sentences(content, ack, longDistance), ...honestTake, numbered(steps, refs), question];
  }

  // Most telling first, and only a few, so a full profile doesn't turn the reflection into a wall of text.
  // Answers the lists did not have are quoted in the user's own words.
  const notes = [
    facts.relationshipGoal && context.relationshipGoal(content.quote(facts.relationshipGoal)),
    !partnerless && love && styleTips,
    living && sayAnswer(content, living, (kind) => context.living[kind], context.own.living),
    (primary === "conflict" || primary === "communication") &&
      facts.frequency &&
      sayAnswer(content, facts.frequency, (kind) => context.frequency[kind], context.own.frequency),
    facts.status && sayAnswer(content, facts.status, (kind) => context.status[kind], context.own.status),
    facts.duration && sayAnswer(content, facts.duration, context.duration, context.own.duration),
    facts.personalGoal && context.personalGoal(content.quote(facts.personalGoal)),
  ].filter(Boolean);
  const reflection = sentences(content, choose(text.reflection, "reflection"), ...notes.slice(0, 3));
  return [
    opening,
    sentences(content, ack, secondary && content.alsoTouches(content.themeNames[secondary])),
    ...honestTake,
    `${voice.stepsIntro(steps.length)}\n\n${numbered(steps, refs)}`,
    reflection,
    sentences(content, voice.closing, question),
  ];
}

/**
 * The full reply as Markdown in context.language, deterministic for the same inputs. A message the safety check
 * flags (read with `previous`, as the chat reads it) gets the safety-first reply. Only a first reply greets; a
 * later one is worded unlike every earlier one.
 */
export function composeOfflineReply(
  message: string,
  context: AdvisorContext,
  { previous = [], replies = [] }: Conversation = {},
): string {
  const content = CONTENT[context.language];
  const facts = readProfile(context.profile, context.language);
  const safety = checkSafety(message, previous);
  if (safety.flagged)
    return safetyReply(context.language, safety, facts, context.mode === "fast", content.gap).join("\n\n");
  const parts: Parts = {
    message,
    content,
    voice: voiceFor(context.persona, context.language),
    facts,
    refs: content.refs(facts.partner),
    fast: context.mode === "fast",
  };
  const themes = themesFor(message, hasPartner(facts));
  const used = (text: string) => replies.some((reply) => reply.includes(text));
  const turn = (variant: number) => regularReply(parts, themes, { greet: replies.length === 0, used, variant });
  let reply = turn(0).join("\n\n");
  for (let variant = 1; variant < VARIANTS && used(reply); variant++) reply = turn(variant).join("\n\n");
  return reply;
}
