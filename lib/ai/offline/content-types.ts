import type { Answer, Frequency, Living, LoveLanguage, Status, Style } from "./profile";
import type { Theme } from "./themes";
import type { Verdict } from "./verdict";

/** How a reply names the partner: their nickname, or a neutral "your partner". */
export type Refs = { partner: string; Partner: string };
export type Line = string | ((refs: Refs) => string);
type FourSteps = readonly [Line, Line, Line, Line];

export type ThemeText = {
  ack: readonly string[];
  steps: FourSteps;
  reflection: readonly string[];
  question: readonly Line[];
};

/** Everything one language needs to write a reply. Every persona shares it, so steps never change with tone. */
export type Content = {
  /** What goes between two sentences: a space in English, nothing in Chinese. */
  gap: string;
  refs(partnerName: string | undefined): Refs;
  quote(text: string): string;
  themes: Record<Theme, ThemeText>;
  themeNames: Record<Exclude<Theme, "general">, string>;
  alsoTouches(themeName: string): string;
  /** The honest answer to "am I wrong?": shared by every persona, so a persona never changes the verdict. */
  verdict: Record<Verdict, string>;
  /** A love language from the list, or the user's own words for it, quoted. */
  loveStep(refs: Refs, partner: Answer<LoveLanguage> | undefined, user: Answer<LoveLanguage> | undefined): string;
  style: {
    title: string;
    partner: Record<Style, Line>;
    self: Record<Style, string>;
    /** The user's own words (already quoted) for how each of them communicates. */
    ownPartner(refs: Refs, quoted: string): string;
    ownSelf(quoted: string): string;
  };
  context: {
    status: Record<Status, string>;
    living: Record<Living, string>;
    frequency: Record<Frequency, string>;
    duration(duration: string): string;
    relationshipGoal(quoted: string): string;
    personalGoal(quoted: string): string;
    /** The user's own words (already quoted) for an answer the lists did not have. */
    own: Record<"status" | "living" | "frequency" | "duration", (quoted: string) => string>;
  };
};

export function say(line: Line, refs: Refs): string {
  return typeof line === "string" ? line : line(refs);
}

/** A profile answer in words: the list item's sentence, or the user's own words, quoted, in `own`'s. */
export function sayAnswer<K extends string>(
  content: Content,
  answer: Answer<K>,
  known: (kind: K) => string,
  own: (quoted: string) => string,
): string {
  return typeof answer === "string" ? known(answer) : own(content.quote(answer.own));
}

/** How to talk with the partner, from how the user described the way they communicate. */
export function partnerStyleTip(content: Content, style: Answer<Style>, refs: Refs): string {
  return sayAnswer(
    content,
    style,
    (kind) => say(content.style.partner[kind], refs),
    (quoted) => content.style.ownPartner(refs, quoted),
  );
}

export function selfStyleTip(content: Content, style: Answer<Style>): string {
  return sayAnswer(content, style, (kind) => content.style.self[kind], content.style.ownSelf);
}
