import type { TextStreamPart, ToolSet } from "ai";
import { HELP_CARD_HEADER, type HelpCardData } from "@/lib/safety/help-card";
import type { AdviceAnalysis } from "./analysis-schema";

/** The answer's headers; a safety match's help card travels in one, so the browser has it before any text. */
function headers(card: HelpCardData | null | undefined): HeadersInit {
  return {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(card ? { [HELP_CARD_HEADER]: JSON.stringify(card) } : {}),
  };
}
const encoder = new TextEncoder();

/**
 * The analysis as a plain text stream of the JSON object, which the browser parses as it grows. A failing model
 * breaks the stream off, so a half analysis never reads as whole. When the browser goes away the parts are read
 * to the end, not cancelled, so streamText's onFinish still stores the analysis.
 */
export function analysisResponse(
  parts: ReadableStream<TextStreamPart<ToolSet>>,
  onBrokenStream: (error: unknown) => unknown,
  card: HelpCardData | undefined,
): Response {
  const reader = parts.getReader();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        let next: ReadableStreamReadResult<TextStreamPart<ToolSet>>;
        try {
          next = await reader.read();
        } catch (error) {
          if (cancelled) return; // drain() meets the same error
          void onBrokenStream(error);
          return controller.error(error);
        }
        // The browser may have left while this read waited for the model: drain() reads on from here.
        if (cancelled) return;
        if (next.done) return controller.close();
        const part = next.value;
        if (part.type === "text-delta" && part.text) return controller.enqueue(encoder.encode(part.text));
        if (part.type === "error") {
          controller.error(new Error("The model failed"));
          return void drain(reader).catch(onBrokenStream);
        }
      }
    },
    cancel() {
      cancelled = true;
      void drain(reader).catch(onBrokenStream);
    },
  });
  return new Response(body, { headers: headers(card) });
}

/** A request answered before (the same id sent again): its stored analysis and help card, in the same format. */
export function storedAnalysisResponse(analysis: AdviceAnalysis, card: HelpCardData | null): Response {
  return new Response(JSON.stringify(analysis), { headers: headers(card) });
}

async function drain(reader: ReadableStreamDefaultReader<unknown>) {
  while (!(await reader.read()).done);
}
