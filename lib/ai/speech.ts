import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import {
  APICallError,
  NoTranscriptGeneratedError,
  experimental_generateSpeech as generateSpeech,
  experimental_transcribe as transcribe,
} from "ai";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { PersonaId } from "@/lib/personas/personas";

/** Each persona's voice among OpenAI's: calm, warm, playful, firm… (AI_SPEECH_VOICES overrides any). */
const PERSONA_VOICES: Record<PersonaId, string> = {
  therapist: "sage",
  sister: "shimmer",
  bro: "echo",
  guardian: "coral",
  boss: "onyx",
  mentor: "ash",
  muse: "fable",
  enthusiast: "nova",
  analyst: "alloy",
  sage: "ballad",
  butler: "verse",
  skeptic: "alloy",
};

let provider: ReturnType<typeof createOpenAI> | undefined;

/** The speech service: SPEECH_* when set, else the chat's OpenAI-compatible server; none, a 409. */
function speechProvider() {
  const config = env();
  if (!config.speechConfigured) throw new AppError("voice_unavailable");
  provider ??= createOpenAI({
    apiKey: config.SPEECH_API_KEY ?? config.OPENAI_API_KEY ?? "not-needed",
    baseURL: config.SPEECH_BASE_URL ?? config.OPENAI_BASE_URL,
  });
  return provider;
}

export function voiceOf(persona: PersonaId): string {
  for (const pair of env().AI_SPEECH_VOICES.split(",")) {
    const [name, voice] = pair.split(":").map((part) => part.trim());
    if (name === persona && voice) return voice;
  }
  return PERSONA_VOICES[persona];
}

/** What was said in a recording (never stored: only the text goes on, as a chat message). */
export async function transcribeAudio(audio: Uint8Array): Promise<string> {
  const openai = speechProvider();
  try {
    const result = await transcribe({ model: openai.transcription(env().AI_TRANSCRIPTION_MODEL), audio });
    return result.text.trim();
  } catch (error) {
    // The service refusing the recording (not audio, too short, a format it cannot read) is the user's
    // input at fault: a 400, not a 500.
    const refused = APICallError.isInstance(error) && (error.statusCode ?? 0) >= 400 && (error.statusCode ?? 0) < 500;
    if (refused || NoTranscriptGeneratedError.isInstance(error)) throw new AppError("invalid_audio");
    throw error;
  }
}

/** One passage of a reply read aloud in the persona's voice (MP3 asked for; the type is read from the bytes). */
export async function speak(text: string, persona: PersonaId): Promise<{ audio: Uint8Array; mediaType: string }> {
  const openai = speechProvider();
  const { audio } = await generateSpeech({
    model: openai.speech(env().AI_SPEECH_MODEL),
    text,
    voice: voiceOf(persona),
    outputFormat: "mp3",
  });
  // The SDK names MP3 `audio/mp3`; its registered type is `audio/mpeg`.
  return { audio: audio.uint8Array, mediaType: audio.mediaType === "audio/mp3" ? "audio/mpeg" : audio.mediaType };
}
