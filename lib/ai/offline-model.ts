import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { type AdviceMoment, composeOfflineAnalysis, composeOfflineReply, type AdvisorContext } from "./offline";

export const OFFLINE_MODEL_ID = "hearth-offline-advisor";

/** Words (with their trailing space) in alphabetic scripts; two characters at a time in CJK text. */
export function tokenize(text: string): string[] {
  return text.match(/[\u3000-\u9fff\uff00-\uffef]{1,2}|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [];
}

function lastUserText(options: LanguageModelV3CallOptions): string {
  for (let i = options.prompt.length - 1; i >= 0; i--) {
    const message = options.prompt[i]!;
    if (message.role === "user")
      return message.content.map((part) => (part.type === "text" ? part.text : "")).join(" ");
  }
  return "";
}

function usage(input: string, output: string): LanguageModelV3Usage {
  return {
    inputTokens: { total: tokenize(input).length, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: tokenize(output).length, text: undefined, reasoning: undefined },
  };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A real AI SDK language model that streams the text `reply` composes, token by token like a hosted model. */
function streamingModel(reply: (input: string) => string, tokenDelayMs: number): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "hearth",
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const input = lastUserText(options);
      const text = reply(input);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(input, text),
        warnings: [],
      };
    },
    async doStream(options) {
      const input = lastUserText(options);
      const text = reply(input);
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "0" });
          for (const delta of tokenize(text)) {
            if (options.abortSignal?.aborted) break;
            controller.enqueue({ type: "text-delta", id: "0", delta });
            await sleep(tokenDelayMs, options.abortSignal);
          }
          controller.enqueue({ type: "text-end", id: "0" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usage(input, text),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

/**
 * The built-in advisor as a real AI SDK language model: it answers the last user message from rules,
 * the persona and the profile, and streams the reply token by token like a hosted model would.
 */
export function createOfflineAdvisor(context: AdvisorContext, { tokenDelayMs = 0 } = {}): LanguageModelV3 {
  return streamingModel((input) => composeOfflineReply(input, context), tokenDelayMs);
}

/**
 * The built-in advisor for advice requests: it streams its structured analysis of the moment as JSON
 * text, as a hosted model does when asked for structured output.
 */
export function createOfflineAnalyst(
  moment: AdviceMoment,
  context: AdvisorContext,
  { tokenDelayMs = 0 } = {},
): LanguageModelV3 {
  return streamingModel(() => JSON.stringify(composeOfflineAnalysis(moment, context)), tokenDelayMs);
}
