import type { Language } from "@/db/schema";
import type { PersonaId } from "@/lib/personas/personas";
import { VOICE_EN } from "./voice-en";
import { VOICE_ZH_CN } from "./voice-zh-cn";
import { VOICE_ZH_TW } from "./voice-zh-tw";

/** The parts of a reply that carry a persona's tone. The advice itself lives in the content files. */
export type Voice = {
  /** Said once, in a conversation's first reply; never in an analysis, whose opening is its summary. */
  greet(nickname: string | undefined): string;
  openings: readonly [string, string];
  stepsIntro(count: number): string;
  closing: string;
};

export type Voices = Record<PersonaId, Voice>;

const VOICES: Record<Language, Voices> = { en: VOICE_EN, "zh-TW": VOICE_ZH_TW, "zh-CN": VOICE_ZH_CN };

export function voiceFor(persona: PersonaId, language: Language): Voice {
  return VOICES[language][persona];
}
