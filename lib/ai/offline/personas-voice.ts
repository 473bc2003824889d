import type { Language } from "@/db/schema";
import type { PersonaId } from "@/lib/personas/personas";
import type { Voice, Voices } from "./voice";
import { VOICE_EN } from "./voice-en";
import { VOICE_ZH_CN } from "./voice-zh-cn";
import { VOICE_ZH_TW } from "./voice-zh-tw";

const VOICES: Record<Language, Voices> = { en: VOICE_EN, "zh-TW": VOICE_ZH_TW, "zh-CN": VOICE_ZH_CN };

export function voiceFor(persona: PersonaId, language: Language): Voice {
  return VOICES[language][persona];
}
