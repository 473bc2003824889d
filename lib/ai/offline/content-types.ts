import type { Frequency, Living, LoveLanguage, Status, Style } from "./profile";
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
  loveStep(refs: Refs, partner: LoveLanguage | undefined, user: LoveLanguage | undefined): string;
  style: { title: string; partner: Record<Style, Line>; self: Record<Style, string> };
  context: {
    status: Record<Status, string>;
    living: Record<Living, string>;
    frequency: Record<Frequency, string>;
    duration(duration: string): string;
    relationshipGoal(quoted: string): string;
    personalGoal(quoted: string): string;
  };
};

export function say(line: Line, refs: Refs): string {
  return typeof line === "string" ? line : line(refs);
}
