import "server-only";
import { streamText, type ModelMessage } from "ai";
import type { HistoryTurn } from "@/db/queries/chat-turns";
import type { User } from "@/db/schema";
import type { ChatModel } from "@/lib/ai/model";
import { textReadInImage } from "@/lib/ai/offline-model";
import { advisorProfile, systemPrompt, trimHistory } from "@/lib/ai/prompt";
import { recordFirstToken, modelTelemetry } from "@/lib/ops/trace";
import type { SafetyCheck } from "@/lib/safety/categories";
import type { Parts } from "@/lib/safety/safe-run";
import type { StoredReply } from "./stored-reply";
import type { MessageImage, Told } from "./told";

const HISTORY_TOKEN_BUDGET = 6000;

/**
 * The new message as the model gets it: its text and, as image parts, the images it carries; for the
 * offline advisor, each with the text read in it (`read`).
 */
function userMessage(text: string, images: MessageImage[], read?: string[]): ModelMessage {
  if (images.length === 0) return { role: "user", content: text };
  return {
    role: "user",
    content: [
      ...(text ? [{ type: "text" as const, text }] : []),
      ...images.map((image, i) => ({
        type: "image" as const,
        image: image.data,
        mediaType: image.mediaType,
        ...(read ? { providerOptions: textReadInImage(read[i] ?? "") } : {}),
      })),
    ],
  };
}

/**
 * Starts the model on the reply under a safety decision, which may replace the first run with a safety-first one,
 * so only the latest run writes the reply. The first token is timed from `startedAt`; the owner's Stop
 * (`reply.stopSignal`) aborts the call and leaves the reply stopped.
 */
export function modelRuns({
  advisor: { model, offline, persona, mode },
  user,
  history,
  text,
  told,
  reply,
  startedAt,
}: {
  advisor: ChatModel;
  user: User;
  history: HistoryTurn[];
  /** The message as typed. */
  text: string;
  told: Told;
  reply: StoredReply;
  startedAt: number;
}): (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts {
  const message = userMessage(text, told.images, offline ? told.read : undefined);
  let run = 0;
  let firstTokenTold = false;
  return (safety, abortSignal) => {
    const mine = ++run;
    reply.restart();
    return streamText({
      model,
      experimental_telemetry: modelTelemetry("chat.reply"),
      system: systemPrompt({ persona, profile: advisorProfile(user), language: user.aiLanguage, mode, safety }),
      messages: [...trimHistory(history, HISTORY_TOKEN_BUDGET), message],
      maxOutputTokens: mode === "fast" ? 400 : 1200,
      abortSignal: abortSignal ? AbortSignal.any([abortSignal, reply.stopSignal]) : reply.stopSignal,
      onChunk: ({ chunk }) => {
        if (mine !== run || chunk.type !== "text-delta") return;
        if (!firstTokenTold) {
          firstTokenTold = true;
          recordFirstToken(performance.now() - startedAt, { mode, offline });
        }
        reply.grow(chunk.text);
      },
      onError: ({ error }) => (mine === run ? reply.fail(error) : undefined),
      onFinish: ({ text }) => (mine === run ? reply.complete(text) : undefined),
      onAbort: () => (mine === run && reply.stopSignal.aborted ? reply.stopped() : undefined),
    }).fullStream;
  };
}
