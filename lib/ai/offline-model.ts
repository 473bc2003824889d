import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { type AdviceMoment, composeOfflineAnalysis, composeOfflineReply, type AdvisorContext } from "./offline";
import { rememberedIn, withRemembered } from "./offline/remembered";
import { screenshotPreamble } from "./offline/screenshot";
import { CONTEXT_MESSAGES } from "@/lib/safety/check";

export const OFFLINE_MODEL_ID = "hearth-offline-advisor";

/** Words (with their trailing space) in alphabetic scripts; two characters at a time in CJK text. */
export function tokenize(text: string): string[] {
  return text.match(/[\u3000-\u9fff\uff00-\uffef]{1,2}|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [];
}

type UserContent = Extract<LanguageModelV3CallOptions["prompt"][number], { role: "user" }>["content"];

function lastUserContent(options: LanguageModelV3CallOptions): UserContent {
  for (let i = options.prompt.length - 1; i >= 0; i--) {
    const message = options.prompt[i]!;
    if (message.role === "user") return message.content;
  }
  return [];
}

function textOf(content: readonly { type: string; text?: string }[]): string {
  return content
    .map((part) => (part.type === "text" ? (part.text ?? "") : ""))
    .join(" ")
    .trim();
}

/** The user's messages before the last, oldest first: what the safety check reads the newest with. */
function earlierUserTexts(options: LanguageModelV3CallOptions): string[] {
  const users = options.prompt.flatMap((message) => (message.role === "user" ? [textOf(message.content)] : []));
  return users.slice(0, -1).slice(-CONTEXT_MESSAGES);
}

/** The advisor's replies earlier in the conversation, oldest first: what it has already said. */
function earlierReplies(options: LanguageModelV3CallOptions): string[] {
  return options.prompt.flatMap((message) => (message.role === "assistant" ? [textOf(message.content)] : []));
}

/** Where the chat puts, on each image part, the text it read there (OCR, before the model is called). */
const READ_TEXT = "hearth";

/** The provider options that carry the text read in an image to the offline advisor. */
export function textReadInImage(text: string) {
  return { [READ_TEXT]: { readText: text } };
}

/** The text read in each image of the message, in order ("" where nothing was legible). */
function textReadInImages(content: UserContent): string[] {
  return content.flatMap((part) => {
    if (part.type !== "file" || !part.mediaType.startsWith("image/")) return [];
    const read = part.providerOptions?.[READ_TEXT]?.readText;
    return [typeof read === "string" ? read : ""];
  });
}

/**
 * The reply and what it answered. The chat has read the text in the images (lib/images/ocr.ts) before the
 * safety check: it is quoted back, then answered as the situation, with whatever the user wrote beside it.
 * An image with no legible text gets the honest answer that the advisor cannot see it.
 */
function chatReply(options: LanguageModelV3CallOptions, advisor: AdvisorContext) {
  const content = lastUserContent(options);
  const written = textOf(content);
  const conversation = { previous: earlierUserTexts(options), replies: earlierReplies(options) };
  const memory = withRemembered(advisor, rememberedIn(systemOf(options)), conversation.replies.length === 0);
  const { context } = memory;
  const read = textReadInImages(content);
  if (read.length === 0)
    return { input: written, text: memory.finish(composeOfflineReply(written, context, conversation)) };
  const seen = read.filter(Boolean).join("\n");
  const input = [written, seen].filter(Boolean).join("\n");
  const preamble = screenshotPreamble(seen, context.language);
  const reply = input ? memory.finish(composeOfflineReply(input, context, conversation)) : undefined;
  return { input, text: reply ? `${preamble}\n\n${reply}` : preamble };
}

/** The system prompt: the offline advisor reads what it remembers there, as a hosted model does. */
function systemOf(options: LanguageModelV3CallOptions): string {
  return options.prompt.flatMap((message) => (message.role === "system" ? [message.content] : [])).join("\n");
}

function usage(input: string, output: string): LanguageModelV3Usage {
  return {
    inputTokens: { total: tokenize(input).length, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: tokenize(output).length, text: undefined, reasoning: undefined },
  };
}

/** Waits `ms`, or until `signal` aborts; the listener goes with the wait (a reply waits once a token). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const aborted = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal?.removeEventListener("abort", aborted), resolve()), ms);
    signal?.addEventListener("abort", aborted, { once: true });
  });

type Compose = (options: LanguageModelV3CallOptions) => { input: string; text: string };

/** A real AI SDK language model that streams the text `compose` writes, token by token like a hosted model. */
function streamingModel(compose: Compose, tokenDelayMs: number): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "hearth",
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const { input, text } = compose(options);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usage(input, text),
        warnings: [],
      };
    },
    async doStream(options) {
      const { input, text } = compose(options);
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
  return streamingModel((options) => chatReply(options, context), tokenDelayMs);
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
  const analysis: Compose = (options) => ({
    input: textOf(lastUserContent(options)),
    text: JSON.stringify(composeOfflineAnalysis(moment, context)),
  });
  return streamingModel(analysis, tokenDelayMs);
}
