import type { PersonaId } from "@/lib/personas/personas";

/** The parts of a reply that carry a persona's tone. The advice itself lives in the content files. */
export type Voice = {
  /** Said once, in a conversation's first reply; never in an analysis, whose opening is its summary. */
  greet(nickname: string | undefined): string;
  openings: readonly [string, string];
  stepsIntro(count: number): string;
  closing: string;
};

export type Voices = Record<PersonaId, Voice>;
