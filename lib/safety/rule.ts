import type { SafetyCategory, Severity } from "./categories";

/** One pattern of the local classifier, matched against the normalized message (lower case, simplified Chinese). */
export type Rule = {
  pattern: RegExp;
  categories: readonly SafetyCategory[];
  severity: Severity;
  /** Hyperbole-prone wording ("I'll kill myself", 想死): an explicit joke in the message cancels it. */
  soft?: boolean;
  /** A mention without a grammatical victim ("suicidal", 自杀): counts only when the user is its subject. */
  firstPerson?: boolean;
  /** Counts only inside quotation marks: a threat to "you" that someone said to the user. */
  quotedThreat?: boolean;
  /** Worded in the present ("keeps hitting me"): a resolved past elsewhere in the message never cancels it. */
  present?: boolean;
  /** The pattern carries its own polarity ("don't see a way out except dying"): a negation before it changes nothing. */
  unnegated?: boolean;
  /** Keeping someone in for their own good (a storm, an illness, "so sweet of him") cancels it. */
  caringCancels?: boolean;
  /** Needs this context somewhere in the message (fear, a sexual context, a plan). */
  requires?: RegExp;
  /** Physical contact: play (pillows, tickling) or a small child or pet as the actor cancels it. */
  physical?: boolean;
  /** Cancelled when the text just before the match (in its clause) matches, e.g. "feel like" before "I'm 16". */
  notAfter?: RegExp;
};

type Options = Omit<Rule, "pattern" | "categories" | "severity">;

/** A rule from a regex source; the engine scans every match, so the pattern is global. */
export function rule(
  source: string,
  categories: SafetyCategory | readonly SafetyCategory[],
  severity: Severity,
  options: Options = {},
): Rule {
  return {
    pattern: new RegExp(source, "gu"),
    categories: typeof categories === "string" ? [categories] : categories,
    severity,
    ...options,
  };
}
