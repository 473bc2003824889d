import { checkFrom, type SafetyCheck, type SafetyMatch } from "./categories";
import { MessageContext, harmlessActor, negated, thirdPartySubject, type Lang } from "./context";
import { normalize } from "./normalize";
import type { Rule } from "./rule";
import { RULES_EN } from "./rules-en";
import { RULES_ZH } from "./rules-zh";

/** Longer input is cut here: the check must stay fast whatever arrives, and a crisis is said early. */
const MAX_CHARS = 12_000;
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

function firstCounting(rule: Rule, lang: Lang, context: MessageContext): boolean {
  for (const match of context.text.matchAll(rule.pattern)) {
    if (counts(rule, lang, match.index, context)) return true;
  }
  return false;
}

/**
 * The local safety check: recognises suicide and self-harm, a partner's violence or threats, coercive
 * control and stalking, sexual coercion, immediate danger and a user who says they are under 18, in
 * English and Chinese (traditional and simplified), with negation, quotation, idioms, jokes, fiction,
 * resolved pasts and other people's situations taken into account. Pure and synchronous: no I/O, well
 * under a millisecond for a chat message (bench/safety.ts). Every chat message and advice request goes
 * through it before the model is called; whoever calls a model on user text should too:
 *
 *   const safety = checkSafety(text);
 *   if (safety.flagged) … safety-first prompt (systemPrompt({ …, safety })), help card (helpCardFor)
 */
export function checkSafety(text: string): SafetyCheck {
  const context = new MessageContext(normalize(text.slice(0, MAX_CHARS)));
  const matches: SafetyMatch[] = [];
  const sets: [Lang, Rule[], boolean][] = [
    ["en", RULES_EN, HAS_LATIN.test(context.text)],
    ["zh", RULES_ZH, HAS_CJK.test(context.text)],
  ];
  for (const [lang, rules, relevant] of sets) {
    if (!relevant) continue;
    for (const rule of rules) {
      if (rule.categories.every((c) => matches.some((m) => m.category === c && m.severity === "urgent"))) continue;
      if (firstCounting(rule, lang, context)) {
        for (const category of rule.categories) matches.push({ category, severity: rule.severity });
      }
    }
  }
  return checkFrom(matches);
}
