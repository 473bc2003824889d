import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOpenAI } from "@ai-sdk/openai";
import type { Language, User } from "@/db/schema";
import { env } from "@/lib/env";
import { userPersona, type PersonaId } from "@/lib/personas/personas";
import { hasPro } from "@/lib/limits/plan-limits";
import { createOfflineAdvisor } from "./offline-model";
import { advisorProfile } from "./prompt";

export type ChatModel = { model: LanguageModelV3; offline: boolean; persona: PersonaId; mode: "balanced" | "fast" };

type ModelUser = Pick<User, "aiTone" | "aiLanguage" | "modelPreference" | "testMode" | "proEndsAt"> &
  Parameters<typeof advisorProfile>[0];

/** Switching the response mode is a Pro feature: everyone else gets the balanced mode. */
export function modeOf(user: Pick<User, "modelPreference" | "proEndsAt">): "balanced" | "fast" {
  return hasPro(user) && user.modelPreference === "fast" ? "fast" : "balanced";
}

let openai: ReturnType<typeof createOpenAI> | undefined;

/**
 * The model that answers this user: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when
 * configured, else the built-in offline advisor. Test mode always uses the offline advisor.
 */
export function chatModelFor(user: ModelUser): ChatModel {
  const config = env();
  const persona = userPersona(user);
  const mode = modeOf(user);
  if (config.aiProvider === "openai" && !user.testMode) {
    openai ??= createOpenAI({ apiKey: config.OPENAI_API_KEY ?? "not-needed", baseURL: config.OPENAI_BASE_URL });
    // Chat Completions is what OpenAI-compatible servers (Ollama, vLLM, LM Studio) speak.
    const model = openai.chat(mode === "fast" ? config.AI_MODEL_FAST : config.AI_MODEL_BALANCED);
    return { model, offline: false, persona, mode };
  }
  const language: Language = user.aiLanguage;
  const model = createOfflineAdvisor(
    { persona, language, mode, profile: advisorProfile(user) },
    { tokenDelayMs: config.OFFLINE_ADVISOR_TOKEN_MS },
  );
  return { model, offline: true, persona, mode };
}
