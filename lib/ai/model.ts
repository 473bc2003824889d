import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOpenAI } from "@ai-sdk/openai";
import type { Language, User } from "@/db/schema";
import { env } from "@/lib/env";
import { userPersona, type PersonaId } from "@/lib/personas/personas";
import { hasPro } from "@/lib/limits/plan-limits";
import type { AdviceMoment } from "./offline";
import { createOfflineAdvisor, createOfflineAnalyst } from "./offline-model";
import { advisorProfile } from "./prompt";

export type ChatModel = { model: LanguageModelV3; offline: boolean; persona: PersonaId; mode: "balanced" | "fast" };

type ModelUser = Pick<User, "aiTone" | "aiLanguage" | "modelPreference" | "testMode" | "proEndsAt"> &
  Parameters<typeof advisorProfile>[0];

/** Switching the response mode is a Pro feature: everyone else gets the balanced mode. */
export function modeOf(user: Pick<User, "modelPreference" | "proEndsAt">): "balanced" | "fast" {
  return hasPro(user) && user.modelPreference === "fast" ? "fast" : "balanced";
}

let openai: ReturnType<typeof createOpenAI> | undefined;

/** A model of OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when one is configured. */
function configuredModel(mode: "balanced" | "fast"): LanguageModelV3 | undefined {
  const config = env();
  if (config.aiProvider !== "openai") return undefined;
  openai ??= createOpenAI({ apiKey: config.OPENAI_API_KEY ?? "not-needed", baseURL: config.OPENAI_BASE_URL });
  // Chat Completions is what OpenAI-compatible servers (Ollama, vLLM, LM Studio) speak.
  return openai.chat(mode === "fast" ? config.AI_MODEL_FAST : config.AI_MODEL_BALANCED);
}

function hostedModel(user: ModelUser, mode: "balanced" | "fast"): LanguageModelV3 | undefined {
  return user.testMode ? undefined : configuredModel(mode);
}

/** The fast model that triages messages for the safety check, when a model is configured and triage is on. */
export function triageModel(): LanguageModelV3 | undefined {
  return env().AI_TRIAGE === "auto" ? configuredModel("fast") : undefined;
}

/** The fast model that reads what a person told for memory; undefined when the offline extractor alone reads it. */
export function memoryModel(user: Pick<User, "testMode">): LanguageModelV3 | undefined {
  return user.testMode ? undefined : configuredModel("fast");
}

/** The hosted model that coaches this user's drafts; undefined when the offline coach answers (lib/coach/). */
export function coachModelFor(
  user: Pick<User, "modelPreference" | "testMode" | "proEndsAt">,
): LanguageModelV3 | undefined {
  return user.testMode ? undefined : configuredModel(modeOf(user));
}

function offlineContext(user: ModelUser, persona: PersonaId, mode: "balanced" | "fast") {
  const language: Language = user.aiLanguage;
  return { persona, language, mode, profile: advisorProfile(user) };
}

/**
 * The model that answers this user: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when
 * configured, else the built-in offline advisor. Test mode always uses the offline advisor.
 */
export function chatModelFor(user: ModelUser): ChatModel {
  const persona = userPersona(user);
  const mode = modeOf(user);
  const hosted = hostedModel(user, mode);
  if (hosted) return { model: hosted, offline: false, persona, mode };
  const model = createOfflineAdvisor(offlineContext(user, persona, mode), {
    tokenDelayMs: env().OFFLINE_ADVISOR_TOKEN_MS,
  });
  return { model, offline: true, persona, mode };
}

/** The model that analyses one advice moment: the same choice, with the offline advisor's structured analyst. */
export function adviceModelFor(user: ModelUser, moment: AdviceMoment): ChatModel {
  const persona = userPersona(user);
  const mode = modeOf(user);
  const hosted = hostedModel(user, mode);
  if (hosted) return { model: hosted, offline: false, persona, mode };
  const model = createOfflineAnalyst(moment, offlineContext(user, persona, mode), {
    tokenDelayMs: env().OFFLINE_ADVISOR_TOKEN_MS,
  });
  return { model, offline: true, persona, mode };
}
