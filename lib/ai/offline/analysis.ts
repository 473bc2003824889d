import type { Language } from "@/db/schema";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { ANALYSIS_EN } from "./analysis-en";
import type { AnalysisContent } from "./analysis-types";
import { ANALYSIS_ZH_CN } from "./analysis-zh-cn";
import { ANALYSIS_ZH_TW } from "./analysis-zh-tw";
import type { AdvisorContext } from "./compose";
import { CONTENT_EN } from "./content-en";
import { type Content, type Line, type Refs, partnerStyleTip, say, selfStyleTip } from "./content-types";
import { CONTENT_ZH_CN } from "./content-zh-cn";
import { CONTENT_ZH_TW } from "./content-zh-tw";
import { actionKind, outcomeOf, reactionKind } from "./moment";
import { voiceFor } from "./personas-voice";
import type { Voice } from "./voice";
import { hasPartner, type ProfileFacts, readProfile } from "./profile";
import { type Theme, themesFor } from "./themes";
import { pick } from "./variation";
import { hasCategory, type SafetyCheck } from "@/lib/safety/categories";
import { checkParts } from "@/lib/safety/check";
import { safetyGuidance } from "./safety-text";

/** One moment the user asks about, and (for a follow-up) how it went when they tried the advice. */
export type AdviceMoment = {
  situation: string;
  action: string;
  reaction?: string | null;
  followUp?: string;
};

const CONTENT: Record<Language, Content> = { en: CONTENT_EN, "zh-TW": CONTENT_ZH_TW, "zh-CN": CONTENT_ZH_CN };
const ANALYSIS: Record<Language, AnalysisContent> = {
  en: ANALYSIS_EN,
  "zh-TW": ANALYSIS_ZH_TW,
  "zh-CN": ANALYSIS_ZH_CN,
};

type Parts = {
  moment: AdviceMoment;
  /** The text the wording choices are keyed on, so the same moment always reads the same. */
  key: string;
  content: Content;
  analysis: AnalysisContent;
  voice: Voice;
  facts: ProfileFacts;
  refs: Refs;
  fast: boolean;
  language: Language;
};

/** The analysis is plain text: the chat content's step titles lose their Markdown bold (and, in Chinese, the space after). */
const plain = (text: string) => text.replace(/\*\*/g, "").replace(/([。！？：])\s+/g, "$1");
const present = <T>(items: (T | undefined | false | "")[]): T[] => items.filter(Boolean) as T[];

function join(content: Content, ...parts: (string | undefined | false)[]): string {
  return present(parts).join(content.gap);
}

function line(parts: Parts, value: Line): string {
  return plain(say(value, parts.refs));
}

/** Speaks to these two people: their love languages first, else their communication styles. */
function personalStep({ content, facts, refs }: Parts): string | undefined {
  if (facts.partnerLove || facts.userLove) return plain(content.loveStep(refs, facts.partnerLove, facts.userLove));
  const tips = join(
    content,
    facts.partnerStyle && partnerStyleTip(content, facts.partnerStyle, refs),
    facts.userStyle && selfStyleTip(content, facts.userStyle),
  );
  return tips || undefined;
}

/**
 * Safety replaces the analysis, whatever the persona, when the safety check (the chat's) matches: relationship
 * techniques can put someone at risk from an abusive partner. The chat's guidance for what matched, most
 * urgent first; someone who says they are under 18 (and nothing worse) is sent to a trusted adult.
 */
function crisisAnalysis({ content, analysis, facts, fast, language }: Parts, safety: SafetyCheck): AdviceAnalysis {
  const { crisis } = analysis;
  const { focus, question } = safetyGuidance(language, safety);
  const minor = safety.matches.length === 1 && hasCategory(safety, "under_18");
  const steps = minor ? crisis.youth.steps : crisis.steps;
  return {
    opening: join(content, safety.severity === "urgent" && plain(crisis.urgent), crisis.ack(facts.nickname)),
    yourSide: join(content, ...(fast ? focus.slice(0, 1) : focus)),
    theirSide: minor ? crisis.youth.theirSide : crisis.theirSide,
    wentWell: [crisis.wentWell],
    doDifferently: (fast ? steps.slice(0, 2) : steps).map(plain),
    script: minor ? crisis.youth.script : crisis.script,
    reflectionQuestion: question,
  };
}

function requestAnalysis(parts: Parts, theme: Theme, partnerless: boolean): AdviceAnalysis {
  const { moment, key, content, analysis, voice, facts, fast } = parts;
  const action = actionKind(moment.action);
  const reaction = reactionKind(moment.reaction);
  const styleNote =
    !fast && !partnerless && facts.partnerStyle && partnerStyleTip(content, facts.partnerStyle, parts.refs);
  const steps = content.themes[theme].steps;
  return {
    // "In short": what the moment was and what to do next, in the persona's voice; never a greeting.
    opening: join(content, line(parts, analysis.summary[action]), voice.closing),
    yourSide: join(content, line(parts, analysis.you[action]), analysis.need(analysis.needs[theme])),
    theirSide: join(
      content,
      line(parts, analysis.landing[action]),
      line(parts, reaction ? analysis.their[reaction] : analysis.noReaction),
      styleNote,
    ),
    wentWell: present([
      analysis.wentWell[action],
      reaction === "positive" && line(parts, analysis.warmResponse),
      analysis.reflecting,
    ]).slice(0, fast ? 2 : 3),
    doDifferently: present([
      line(parts, analysis.differently[action]),
      line(parts, steps[0]),
      partnerless ? line(parts, steps[1]) : (personalStep(parts) ?? line(parts, steps[1])),
    ]).slice(0, fast ? 2 : 3),
    script: analysis.addressed(facts.partner, join(content, analysis.scriptOpen[action], analysis.scriptCore[theme])),
    reflectionQuestion: line(parts, pick(content.themes[theme].question, key, "question")),
  };
}

function followUpAnalysis(parts: Parts, theme: Theme, followUp: string): AdviceAnalysis {
  const { key, content, analysis, facts, fast } = parts;
  const outcome = analysis.followUp[outcomeOf(followUp)];
  const steps = content.themes[theme].steps;
  return {
    opening: join(content, outcome.opening, line(parts, outcome.summary)),
    yourSide: outcome.you,
    theirSide: line(parts, outcome.them),
    wentWell: [analysis.followedThrough, outcome.wentWell],
    doDifferently: [line(parts, outcome.next[0]), line(parts, outcome.next[1]), line(parts, steps[3])].slice(
      0,
      fast ? 2 : 3,
    ),
    script: analysis.addressed(facts.partner, outcome.script),
    // The other question than the request's, so the follow-up moves the reflection on.
    reflectionQuestion: line(parts, pick(content.themes[theme].question, `${key}:follow-up`, "question")),
  };
}

function fieldsOf(moment: AdviceMoment): string[] {
  return present([moment.situation, moment.action, moment.reaction ?? undefined, moment.followUp]);
}

/** Everything the user wrote about the moment: what moderation and the themes read. */
export function toldIn(moment: AdviceMoment): string {
  return fieldsOf(moment).join("\n");
}

/** The safety check of a moment: each field on its own and all of them together. */
export function momentSafety(moment: AdviceMoment): SafetyCheck {
  return checkParts(fieldsOf(moment));
}

/**
 * The offline advisor's structured analysis of one moment (or of how trying the advice went), in
 * context.language, in the persona's voice, using the profile. Deterministic for the same inputs.
 */
export function composeOfflineAnalysis(moment: AdviceMoment, context: AdvisorContext): AdviceAnalysis {
  const content = CONTENT[context.language];
  const facts = readProfile(context.profile, context.language);
  const parts: Parts = {
    moment,
    key: `${moment.situation}\n${moment.action}`,
    content,
    analysis: ANALYSIS[context.language],
    voice: voiceFor(context.persona, context.language),
    facts,
    refs: content.refs(facts.partner),
    fast: context.mode === "fast",
    language: context.language,
  };
  const told = toldIn(moment);
  const safety = momentSafety(moment);
  if (safety.flagged) return crisisAnalysis(parts, safety);
  const [theme = "general"] = themesFor(told, hasPartner(facts));
  const partnerless = theme === "breakup" || theme === "dating";
  return moment.followUp === undefined
    ? requestAnalysis(parts, theme, partnerless)
    : followUpAnalysis(parts, theme, moment.followUp);
}
