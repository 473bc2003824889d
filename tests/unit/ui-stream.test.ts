import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { parseJsonEventStream, streamText, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { describe, expect, it } from "vitest";
import { uiMessageStreamResponse } from "@/lib/chat/ui-stream";

const usage = {
  inputTokens: { total: 3, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 4, text: undefined, reasoning: undefined },
};

/** A model whose output exercises every part the chat maps, provider metadata included. */
function model() {
  const parts: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t1", providerMetadata: { openai: { itemId: "msg_1" } } },
    { type: "text-delta", id: "t1", delta: "Hello " },
    { type: "text-delta", id: "t1", delta: "there, 你好。" },
    { type: "text-end", id: "t1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
  return new MockLanguageModelV3({ doStream: async () => ({ stream: convertArrayToReadableStream(parts) }) });
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  const reader = parseJsonEventStream({ stream, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    if (!value.success) throw value.error;
    chunks.push(value.value);
  }
}

describe("the chat's hand-written UI message stream", () => {
  it("sends, part for part, what the AI SDK's own toUIMessageStreamResponse sends for the same reply", async () => {
    const metadata = { conversationId: "c1", replyTo: "m1" };
    const sdk = streamText({ model: model(), prompt: "hi" }).toUIMessageStreamResponse({
      generateMessageId: () => "reply-1",
      messageMetadata: ({ part }) => (part.type === "start" ? metadata : undefined),
    });
    const ours = uiMessageStreamResponse(streamText({ model: model(), prompt: "hi" }).fullStream, {
      messageId: "reply-1",
      metadata,
      errorText: () => "failed",
      onBrokenStream: () => undefined,
    });
    expect(ours.headers.get("content-type")).toBe(sdk.headers.get("content-type"));
    expect(await chunksOf(ours.body!)).toEqual(await chunksOf(sdk.body!));
  });

  it("sends data parts given as a prelude right after start, before any text", async () => {
    const help = { type: "data-help-card", id: "help", data: { category: "example" } } as UIMessageChunk;
    const ours = uiMessageStreamResponse(streamText({ model: model(), prompt: "hi" }).fullStream, {
      messageId: "reply-1",
      metadata: {},
      prelude: () => [help],
      errorText: () => "failed",
      onBrokenStream: () => undefined,
    });
    const types = (await chunksOf(ours.body!)).map((chunk) => chunk.type);
    expect(types.slice(0, 3)).toEqual(["start", "data-help-card", "start-step"]);
    expect(types).toContain("text-delta");
  });
});
