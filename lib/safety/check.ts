import { checkFrom, type SafetyCategory, type SafetyCheck, type SafetyMatch } from "./categories";
import { MessageContext, harmlessActor, negated, thirdPartySubject, type Lang } from "./context";
import { classify } from "./model/classifier";
import { fold, rawRange, spellOut, type Mapped } from "./normalize";
import type { Rule } from "./rule";
import { RULES_EN } from "./rules-en";
import { RULES_ZH } from "./rules-zh";

/** Longer input is cut here: the check must stay fast whatever arrives, and a crisis is said early. */
const MAX_CHARS = 12_000;
/** How many of the user's previous messages are read with the newest (risk said across messages). */
export const CONTEXT_MESSAGES = 3;
const HAS_LATIN = /[a-z]/u;
const HAS_CJK = /[\u3400-\u9fff]/u;

function counts(rule: Rule, lang: Lang, index: number, context: MessageContext): boolean {
  const quote = context.quoteAt(index);
  if (rule.quotedThreat ? !quote : quote && !context.quotedByUser(quote)) return false;
  if (rule.requires && !rule.requires.test(context.text)) return false;
  const clause = context.clauseBefore(index);
  if (rule.notAfter?.test(clause)) return false;
  if (!rule.unnegated && negated(lang, clause)) return false;
  if (rule.firstPerson && thirdPartySubject(lang, clause)) return false;
  if (rule.soft && context.joke) return false;
  if (rule.caringCancels && context.caring) return false;
  const sentence = context.sentence(index);
  if (context.fictionIn(sentence)) return false;
  if (!rule.present && context.resolved && !context.currentIn(sentence)) return false;
  if (rule.physical && (context.playIn(sentence) || harmlessActor(lang, context.sentenceBefore(index)))) return false;
  return true;
}

/** A rule's first match that counts in its context, as a range of the normalized text. */
function firstCounting(rule: Rule, lang: Lang, context: MessageContext): { start: number; end: number } | undefined {
  for (const match of context.text.matchAll(rule.pattern)) {
    if (counts(rule, lang, match.index, context)) return { start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/** Where a rule matched, in the raw message: what the check found, for the bench and for explanations. */
export type RuleEvidence = { category: SafetyCategory; start: number; end: number };

function ruleMatches(mapped: Mapped, evidence: RuleEvidence[]): SafetyMatch[] {
  const context = new MessageContext(mapped.text);
  const matches: SafetyMatch[] = [];
  const sets: [Lang, Rule[], boolean][] = [
    ["en", RULES_EN, HAS_LATIN.test(context.text)],
    ["zh", RULES_ZH, HAS_CJK.test(context.text)],
  ];
  for (const [lang, rules, relevant] of sets) {
    if (!relevant) continue;
    for (const rule of rules) {
      if (rule.categories.every((c) => matches.some((m) => m.category === c && m.severity === "urgent"))) continue;
      const at = firstCounting(rule, lang, context);
      if (!at) continue;
      for (const category of rule.categories) {
        matches.push({ category, severity: rule.severity });
        evidence.push({ category, ...rawRange(mapped, at.start, at.end) });
      }
    }
  }
  return matches;
}

function spellings(text: string): { folded: Mapped; normalized: Mapped } {
  const folded = fold(text.slice(0, MAX_CHARS));
  return { folded, normalized: spellOut(folded) };
}

function ruleCheck({ folded, normalized }: ReturnType<typeof spellings>, evidence: RuleEvidence[]): SafetyMatch[] {
  const rules = ruleMatches(folded, evidence);
  if (normalized.text !== folded.text) rules.push(...ruleMatches(normalized, evidence));
  return rules;
}

/** The rules alone, on the message's folded and its normalized spelling. */
export function checkRules(text: string, evidence: RuleEvidence[] = []): SafetyCheck {
  return checkFrom(ruleCheck(spellings(text), evidence));
}

/** The learned classifier alone. */
export function checkModel(text: string): SafetyCheck {
  return checkFrom(classify(spellings(text).normalized.text).matches);
}

/**
 * One message on its own: the union of the rules and the learned classifier, without the rules where the
 * classifier is sure the message tells a past that is over or someone else's situation (what they mistake most).
 */
export function checkMessage(text: string): SafetyCheck {
  const spelled = spellings(text);
  const model = classify(spelled.normalized.text);
  return checkFrom([...(model.told ? [] : ruleCheck(spelled, [])), ...model.matches]);
}

/**
 * The local safety check: rules (negation, quotes, idioms, jokes, fiction, pasts, others' situations) united with
 * the learned classifier; pure and synchronous. `previous` (oldest first) counts only for what the conversation
 * shows together, not again on its own, so a later, calmer message is judged by what it adds.
 */
export function checkSafety(text: string, previous: readonly string[] = []): SafetyCheck {
  const own = checkMessage(text);
  const earlier = previous.slice(-CONTEXT_MESSAGES).filter((message) => message.trim());
  if (earlier.length === 0) return own;
  const before = checkMessage(earlier.join("\n"));
  const joined = [...earlier, text].join("\n");
  const together = checkMessage(joined.length > MAX_CHARS ? joined.slice(-MAX_CHARS) : joined);
  const added = together.matches.filter(
    (match) => !before.matches.some((b) => b.category === match.category && b.severity === match.severity),
  );
  return added.length === 0 ? own : checkFrom([...own.matches, ...added]);
}

/** Several texts written as one (an advice request's fields): each on its own and all together, so no field is drowned by the others. */
export function checkParts(parts: readonly string[]): SafetyCheck {
  const written = parts.filter((part) => part.trim());
  if (written.length <= 1) return checkMessage(written[0] ?? "");
  return checkFrom([...written, written.join("\n")].flatMap((part) => checkMessage(part).matches));
}
