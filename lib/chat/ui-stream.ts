import "server-only";
import { UI_MESSAGE_STREAM_HEADERS, type TextStreamPart, type ToolSet, type UIMessageChunk } from "ai";

type ReplyStreamOptions = {
  messageId: string;
  metadata: unknown;
  /** Parts sent right after `start`, before any text: data parts such as a help card (`data-…`). Read when `start` goes out. */
  prelude?: () => UIMessageChunk[];
  /** Parts that may come while the reply streams (a help card a late safety verdict asks for): sent before the next part. */
  late?: Promise<UIMessageChunk[]>;
  /** Parts sent just before `finish`: what the reply turned out to use. Read when `finish` goes out. */
  closing?: () => UIMessageChunk[];
  /** The message the browser shows when the model fails (with what failed). */
  errorText: (error: unknown) => string;
  /** The model's stream broke off (it errored rather than ended). */
  onBrokenStream: (error: unknown) => unknown;
};

/**
 * The UI message stream part for one part of a text reply, as the AI SDK's `toUIMessageStream` sends it but
 * without its five stream layers per part (most of the route's CPU). tests/api/ui-stream.test.ts checks it equals
 * the SDK's output, so a wire-format change fails a test rather than the browser.
 */
function uiPart(
  part: TextStreamPart<ToolSet>,
  { messageId, metadata, errorText }: ReplyStreamOptions,
): UIMessageChunk | undefined {
  const providerMetadata =
    "providerMetadata" in part && part.providerMetadata ? { providerMetadata: part.providerMetadata } : {};
  switch (part.type) {
    case "start":
      return { type: "start", messageId, messageMetadata: metadata };
    case "start-step":
    case "finish-step":
      return { type: part.type };
    case "text-start":
    case "text-end":
      return { type: part.type, id: part.id, ...providerMetadata };
    case "text-delta":
      return { type: "text-delta", id: part.id, delta: part.text, ...providerMetadata };
    case "finish":
      return { type: "finish", finishReason: part.finishReason };
    case "error":
      return { type: "error", errorText: errorText(part.error) };
    case "abort":
      // Only its owner's Stop aborts a reply that is read (lib/chat/reply/stop-requests.ts).
      return { type: "message-metadata", messageMetadata: { status: "stopped" } };
    default:
      return undefined;
  }
}

const encoder = new TextEncoder();
/** One event of a UI message stream: a part, or the closing `[DONE]`. */
export const uiEvent = (part: UIMessageChunk | "[DONE]") =>
  encoder.encode(`data: ${part === "[DONE]" ? part : JSON.stringify(part)}\n\n`);
/** A UI message stream's response headers; a reply is never cached. */
export const UI_STREAM_HEADERS = { ...UI_MESSAGE_STREAM_HEADERS, "cache-control": "no-store" };

/**
 * A streamText reply as a UI message stream response; a broken model connection becomes an error part. When the
 * browser goes away the parts are read to the end, not cancelled, so streamText's onFinish still stores the reply.
 */
export function uiMessageStreamResponse(
  parts: ReadableStream<TextStreamPart<ToolSet>>,
  options: ReplyStreamOptions,
): Response {
  const reader = parts.getReader();
  let cancelled = false;
  let started = false;
  const late: UIMessageChunk[] = [];
  options.late?.then(
    (chunks) => late.push(...chunks),
    () => undefined,
  );
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let part: UIMessageChunk | undefined;
      try {
        part = await nextPart(reader, options);
      } catch (error) {
        if (cancelled) return; // drain() meets the same error
        void options.onBrokenStream(error);
        controller.enqueue(uiEvent({ type: "error", errorText: options.errorText(error) }));
      }
      // The browser may have left while this read waited for the model: drain() reads on from here.
      if (cancelled) return;
      if (part?.type === "start") {
        started = true;
        for (const first of [part, ...(options.prelude?.() ?? [])]) controller.enqueue(uiEvent(first));
        return;
      }
      if (started) for (const chunk of late.splice(0)) controller.enqueue(uiEvent(chunk));
      if (part?.type === "finish") for (const chunk of options.closing?.() ?? []) controller.enqueue(uiEvent(chunk));
      if (part) return controller.enqueue(uiEvent(part));
      controller.enqueue(uiEvent("[DONE]"));
      controller.close();
    },
    cancel() {
      cancelled = true;
      void drain(reader).catch(options.onBrokenStream);
    },
  });
  return new Response(body, { headers: UI_STREAM_HEADERS });
}

/** A reply already stored, sent again as the same UI message stream a live reply makes (one text part). */
export function storedReplyResponse(
  text: string,
  { messageId, metadata, prelude }: Pick<ReplyStreamOptions, "messageId" | "metadata" | "prelude">,
) {
  const parts: UIMessageChunk[] = [
    { type: "start", messageId, messageMetadata: metadata },
    ...(prelude?.() ?? []),
    { type: "start-step" },
    { type: "text-start", id: "stored" },
    { type: "text-delta", id: "stored", delta: text },
    { type: "text-end", id: "stored" },
    { type: "finish-step" },
    { type: "finish", finishReason: "stop" },
  ];
  const body = new Blob([...parts.map(uiEvent), uiEvent("[DONE]")]);
  return new Response(body, { headers: UI_STREAM_HEADERS });
}

/** The next part to send, or undefined at the end of the reply. */
async function nextPart(
  reader: ReadableStreamDefaultReader<TextStreamPart<ToolSet>>,
  options: ReplyStreamOptions,
): Promise<UIMessageChunk | undefined> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return undefined;
    const part = uiPart(value, options);
    if (part) return part;
  }
}

async function drain(reader: ReadableStreamDefaultReader<unknown>) {
  while (!(await reader.read()).done);
}
