import "server-only";
import type { User } from "@/db/schema";
import { speak } from "@/lib/ai/speech";
import { env } from "@/lib/env";
import { userPersona } from "@/lib/personas/personas";

/** Whether this server transcribes and speaks; if not, the browser's own speech features are used. */
export function voiceSettings() {
  return { server: env().speechConfigured };
}

/** The passage in the voice of the user's persona. */
export function readAloud(user: User, text: string) {
  return speak(text, userPersona(user));
}
