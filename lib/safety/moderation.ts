import "server-only";
import { z } from "zod";
import { text as textField } from "@/lib/validation/text";
import { env } from "@/lib/env";
import { NO_MATCH, checkFrom, type SafetyCheck, type SafetyMatch } from "./categories";
import { log } from "@/lib/ops/log";

// OpenAI's moderation API (POST {base}/moderations), spoken by OpenAI and by some compatible servers.
const answer = z.object({
  results: z
    .array(z.object({ flagged: z.boolean(), categories: z.record(textField(), z.boolean().nullable()) }))
    .min(1),
});

/** A server without the endpoint (Ollama, most local servers) is not asked again for a while. */
const UNSUPPORTED_PAUSE_MS = 10 * 60_000;
let unsupportedUntil = 0;
let warned = false;

export function moderationAvailable(): boolean {
  const config = env();
  // Stryker disable next-line EqualityOperator: the two differ only in the one millisecond the pause ends
  return config.aiProvider === "openai" && config.AI_MODERATION === "auto" && Date.now() >= unsupportedUntil;
}

/** The moderation categories, read as the safety check's. Sexual content alone is no risk; sexual content with minors is. */
export function fromModeration(categories: Record<string, boolean | null>): SafetyCheck {
  const on = (name: string) => categories[name] === true;
  const matches: SafetyMatch[] = [];
  if (on("self-harm/intent") || on("self-harm/instructions"))
    matches.push({ category: "self_harm", severity: "urgent" });
  else if (on("self-harm")) matches.push({ category: "self_harm", severity: "concern" });
  if (on("violence") || on("violence/graphic") || on("harassment/threatening")) {
    matches.push({ category: "violence", severity: "concern" });
  }
  if (on("sexual/minors")) matches.push({ category: "sexual_coercion", severity: "concern" });
  return matches.length ? checkFrom(matches) : NO_MATCH;
}

async function moderate(text: string, signal: AbortSignal): Promise<SafetyCheck> {
  const config = env();
  // One trailing slash dropped, as the AI SDK does for the model's own requests.
  const base = (config.OPENAI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/$/, "");
  const response = await fetch(`${base}/moderations`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.OPENAI_API_KEY ? { authorization: `Bearer ${config.OPENAI_API_KEY}` } : {}),
    },
    body: JSON.stringify({ model: config.AI_MODERATION_MODEL, input: text }),
    signal,
  });
  if ([404, 405, 501].includes(response.status)) {
    unsupportedUntil = Date.now() + UNSUPPORTED_PAUSE_MS;
    return NO_MATCH;
  }
  // Stryker disable next-line ConditionalExpression: a failed answer's body fails the parse below as well
  if (!response.ok) throw new Error(`the moderation endpoint answered ${response.status}`);
  return fromModeration(answer.parse(await response.json()).results[0]!.categories);
}

/**
 * The provider's moderation verdict on `text`, or undefined when it does not come within `budgetMs`
 * (the request is then abandoned) or fails. Never throws, never logs the text.
 */
export async function moderateWithin(text: string, budgetMs: number): Promise<SafetyCheck | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    return await moderate(text, controller.signal);
  } catch (error) {
    if (!controller.signal.aborted && !warned) {
      warned = true;
      log.error("safety.moderation_failed", error);
    }
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
