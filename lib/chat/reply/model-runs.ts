import "server-only";
import { streamText, type ModelMessage, type TextStreamPart, type ToolSet } from "ai";
import type { HistoryTurn } from "@/db/queries/chat-turns";
import type { PromptMemory } from "@/db/queries/memories";
import type { User } from "@/db/schema";
import type { ChatModel } from "@/lib/ai/model";
import { textReadInImage } from "@/lib/ai/offline-model";
import { advisorProfile, systemPrompt, trimHistory } from "@/lib/ai/prompt";
import { citationStripper, stripCitations, type CitationStripper } from "@/lib/memory/citations";
import { pickForPrompt } from "@/lib/memory/relevance";
import { recordFirstToken, modelTelemetry } from "@/lib/ops/trace";
import type { SafetyCheck } from "@/lib/safety/categories";
import type { Parts } from "@/lib/safety/safe-run";
import type { StoredReply } from "./stored-reply";
import type { MessageImage, Told } from "./told";

const HISTORY_TOKEN_BUDGET = 6000;

/** How long a chat reply may be, by response mode. */
export const maxReplyTokens = (mode: "balanced" | "fast") => (mode === "fast" ? 400 : 1200);

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
 * The parts with the model's memory tags (`[m1]`) taken out of the text: the person never sees them. What a
 * stripper holds back (a possible tag's start) goes out before the next other part, so a stop loses none of it.
 */
function withoutCitations(parts: Parts, cited: Set<number>): Parts {
  const strippers = new Map<string, CitationStripper>();
  const release = (controller: TransformStreamDefaultController<TextStreamPart<ToolSet>>) => {
    for (const [id, stripper] of strippers) {
      const rest = stripper.end();
      if (rest) controller.enqueue({ type: "text-delta", id, text: rest });
      for (const n of stripper.cited()) cited.add(n);
    }
    strippers.clear();
  };
  return parts.pipeThrough(
    new TransformStream<TextStreamPart<ToolSet>, TextStreamPart<ToolSet>>({
      transform(part, controller) {
        if (part.type !== "text-delta") {
          release(controller);
          controller.enqueue(part);
          return;
        }
        const stripper = strippers.get(part.id) ?? citationStripper();
        strippers.set(part.id, stripper);
        const text = stripper.push(part.text);
        if (text) controller.enqueue({ ...part, text });
      },
      flush: release,
    }),
  );
}

/** A memory item a reply used, as its "remembered" line shows it. */
export type Remembered = { id: string; text: string };

/**
 * Starts the model on the reply under a safety decision, which may replace the first run with a safety-first one,
 * so only the latest run writes the reply. The first token is timed from `startedAt`; the owner's Stop
 * (`reply.stopSignal`) aborts the call and leaves the reply stopped. `remembered` names the items the latest
 * run cited, once its text has ended.
 */
export function modelRuns({
  advisor: { model, offline, persona, mode },
  user,
  history,
  memories,
  text,
  told,
  reply,
  startedAt,
}: {
  advisor: ChatModel;
  user: User;
  history: HistoryTurn[];
  /** The user's memory the reply may use: the most relevant go into the prompt, tagged m1, m2…. */
  memories: PromptMemory[];
  /** The message as typed. */
  text: string;
  told: Told;
  reply: StoredReply;
  startedAt: number;
}): { start: (safety: SafetyCheck, abortSignal?: AbortSignal) => Parts; remembered: () => Remembered[] } {
  const message = userMessage(text, told.images, offline ? told.read : undefined);
  const remembered = pickForPrompt(memories, text).map((item, i) => ({ ...item, tag: `m${i + 1}` }));
  const itemsOf = (tags: Iterable<number>) => [...tags].flatMap((n) => remembered[n - 1] ?? []);
  let run = 0;
  let firstTokenTold = false;
  let cited = new Set<number>();
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal) => {
    const mine = ++run;
    reply.restart();
    cited = new Set();
    const { fullStream } = streamText({
      model,
      experimental_telemetry: modelTelemetry("chat.reply"),
      system: systemPrompt({
        persona,
        profile: advisorProfile(user),
        language: user.aiLanguage,
        mode,
        safety,
        remembered,
      }),
      messages: [...trimHistory(history, HISTORY_TOKEN_BUDGET), message],
      maxOutputTokens: maxReplyTokens(mode),
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
      onFinish: ({ text }) => {
        if (mine !== run) return;
        return reply.complete(
          text,
          itemsOf(stripCitations(text).cited).map((item) => item.id),
        );
      },
      onAbort: () => (mine === run && reply.stopSignal.aborted ? reply.stopped() : undefined),
    });
    return withoutCitations(fullStream, cited);
  };
  return { start, remembered: () => itemsOf(cited).map(({ id, text }) => ({ id, text })) };
}
