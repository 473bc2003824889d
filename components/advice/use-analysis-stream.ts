"use client";

import type { DeepPartial } from "ai";
import type { z } from "zod";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { AppError } from "@/lib/errors";
import { parsePartialJson } from "@/lib/partial-json";
import { HELP_CARD_HEADER, type HelpCardData } from "@/lib/safety/help-card";

export type PartialAnalysis = DeepPartial<AdviceAnalysis>;

/**
 * `streaming` while the answer arrives; `complete` once it is whole and valid; `interrupted` when the
 * stream broke off (the model failed, or the connection did): the server's record says which;
 * `refused` when the server said no before streaming (the error says why).
 */
export type StreamPhase = "idle" | "streaming" | "complete" | "interrupted" | "refused";

function helpCardOf(response: Response): HelpCardData | undefined {
  const header = response.headers.get(HELP_CARD_HEADER);
  if (!header) return undefined;
  try {
    return JSON.parse(header) as HelpCardData;
  } catch {
    return undefined;
  }
}

const analysisSchema = () => import("@/lib/advice/analysis-schema").then((module) => module.adviceAnalysisSchema);

/** Streams an advice answer into a growing partial analysis (useJsonStream). */
export const useAnalysisStream = () => useJsonStream(analysisSchema);

/**
 * Streams an answer (a text stream of one JSON object) into a growing partial value, the way the AI SDK's
 * useObject does, with the app's one fetch helper and error type; the schema `loadSchema` gives (with zod,
 * fetched as a stream starts, not with the page) says when it is whole. A safety match's help card arrives with
 * the response's headers, before any of the answer.
 */
export function useJsonStream<T>(loadSchema: () => Promise<z.ZodType<T>>) {
  const [partial, setPartial] = useState<DeepPartial<T>>();
  const [helpCard, setHelpCard] = useState<HelpCardData>();
  const [phase, setPhase] = useState<StreamPhase>("idle");
  const [error, setError] = useState<AppError>();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (url: string, body: unknown, { onAccepted }: { onAccepted?: () => void } = {}): Promise<StreamPhase> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setPartial(undefined);
      setHelpCard(undefined);
      setError(undefined);
      setPhase("streaming");
      const settle = (next: StreamPhase) => {
        if (controller.current === abort) setPhase(next);
        return next;
      };
      let text = "";
      const schema = loadSchema().catch(() => undefined);
      try {
        const response = await apiFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: abort.signal,
        });
        onAccepted?.();
        if (controller.current === abort) setHelpCard(helpCardOf(response));
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value: chunk } = await reader.read();
          if (done) break;
          text += decoder.decode(chunk, { stream: true });
          const value = parsePartialJson(text);
          if (value && typeof value === "object" && controller.current === abort) setPartial(value as DeepPartial<T>);
        }
      } catch (caught) {
        if (abort.signal.aborted) return "idle";
        if (caught instanceof AppError && caught.code !== "network") {
          setError(caught);
          return settle("refused");
        }
        return settle("interrupted");
      }
      const whole = wholeValue(await schema, text);
      if (!whole) return settle("interrupted");
      if (controller.current === abort) setPartial(whole as DeepPartial<T>);
      return settle("complete");
    },
    [loadSchema],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPartial(undefined);
    setHelpCard(undefined);
    setError(undefined);
    setPhase("idle");
  }, []);

  return { partial, helpCard, phase, error, start, reset };
}

/** The whole answer, or nothing when it is not (or its schema could not be fetched: the page is offline). */
function wholeValue<T>(schema: z.ZodType<T> | undefined, text: string): T | undefined {
  if (!schema) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
