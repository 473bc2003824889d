import { APICallError, streamText, type ModelMessage, type UIMessageChunk } from "ai";
import { saveReply } from "@/db/queries/chat-turns";
import { messageImages } from "@/db/queries/images";
import { chatModelFor } from "@/lib/ai/model";
import { textReadInImage } from "@/lib/ai/offline-model";
import { systemPrompt, advisorProfile, trimHistory } from "@/lib/ai/prompt";
import type { Language } from "@/db/schema";
import { translator } from "@/lib/i18n/messages";
import { readImages } from "@/lib/images/images";
import type { SafetyCheck } from "@/lib/safety/categories";
import { CONTEXT_MESSAGES, checkSafety } from "@/lib/safety/check";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import type { Turn, TurnInput } from "./accept";
import { replyProgress } from "./reply-progress";
import { safeReplyParts } from "./safe-reply-parts";
import { storedReplyResponse, uiMessageStreamResponse } from "./ui-stream";
import { log } from "@/lib/ops/log";
import { modelTelemetry, recordFirstToken } from "@/lib/ops/trace";

const HISTORY_TOKEN_BUDGET = 6000;
/** How long a hosted model's reply may wait for the safety check of the text read in its images. */
const IMAGE_CHECK_BUDGET_MS = 10_000;

type MessageImage = Awaited<ReturnType<typeof messageImages>>[number];

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

/** The safety check of the text read in the images, or undefined when reading takes longer than the budget. */
async function imageCheck(images: MessageImage[], language: Language): Promise<SafetyCheck | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), IMAGE_CHECK_BUDGET_MS);
  });
  try {
    return await Promise.race([readImages(images, language).then((read) => checkSafety(read.join("\n"))), budget]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A server that refuses a request with images (400, 404, 415 or 422) most likely has a model without
 * vision: the user is told so, rather than "try again".
 */
function refusedImages(error: unknown): boolean {
  return APICallError.isInstance(error) && [400, 404, 415, 422].includes(error.statusCode ?? 0);
}

export type ReplyMetadata = {
  replyTo: string;
  conversationId: string;
  title: string;
  offline: boolean;
  persona: string;
};

/**
 * Streams the reply as an AI SDK UI message stream. The reply is stored when the model finishes, even
 * if the browser has gone, and its text so far while it streams (throttled: lib/chat/reply-progress.ts),
 * which a reload or another tab resumes from (lib/chat/resume.ts); a model error stores what arrived as a failed reply (never as a complete
 * one), which the user can retry. A replayed turn sends the stored reply the same way, without the model.
 * The safety check (local, no I/O) runs first: on a match the reply is safety-first whatever the persona,
 * and a help card (`data-help-card`) goes out before any text. It reads the text in the message's images
 * too: for the offline advisor (which answers from that text) and for a replay, read before the check;
 * for a hosted model (which gets the images themselves), read beside its first call, like moderation.
 */
export async function streamReply({
  turn,
  input,
  acceptLanguage,
}: {
  turn: Turn;
  input: TurnInput;
  acceptLanguage: string | null;
}): Promise<Response> {
  const startedAt = performance.now();
  let firstTokenTold = false;
  const { model, offline, persona, mode } = chatModelFor(turn.user);
  const metadata: ReplyMetadata = {
    replyTo: input.messageId,
    conversationId: input.conversationId,
    title: turn.title,
    offline,
    persona,
  };
  const images =
    input.imageIds.length > 0
      ? await messageImages({ conversationId: input.conversationId, messageId: input.messageId })
      : [];
  const language = turn.user.aiLanguage;
  const read = images.length > 0 && (offline || turn.outcome === "replay") ? await readImages(images, language) : [];
  const told = [input.text, ...read].filter(Boolean).join("\n");
  const previous =
    turn.outcome === "accepted"
      ? turn.history
          .filter((h) => h.role === "user")
          .slice(-CONTEXT_MESSAGES)
          .map((h) => h.content)
      : [];
  const local = checkSafety(told, previous);
  let card: HelpCardData | undefined;
  const prelude = (): UIMessageChunk[] => (card ? [{ type: "data-help-card", data: card }] : []);
  if (turn.outcome === "replay") {
    card = helpCardFor(local, { locale: input.locale, acceptLanguage });
    return storedReplyResponse(turn.reply.content, { messageId: turn.replyId, metadata, prelude });
  }

  let partial = "";
  const progress = replyProgress({ id: turn.replyId, conversationId: input.conversationId });
  let settled = false;
  let recorded: Promise<void> = Promise.resolve();
  // The reply row opened for this try is filled in exactly once: complete when the model finishes, failed
  // (with what arrived) otherwise.
  const settle = async (content: string, status: "complete" | "failed") => {
    if (settled) return;
    settled = true;
    await Promise.all([recorded, progress.flushed()]);
    await saveReply({ id: turn.replyId, conversationId: input.conversationId, content, status });
  };
  const fail = (error: unknown) => {
    log.error("chat.model_failed", error, { conversationId: input.conversationId });
    return settle(partial, "failed");
  };

  const message = userMessage(input.text, images, offline ? read : undefined);
  // Only the current run may write the reply: a run abandoned for a safety-first one stays silent.
  let run = 0;
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal) => {
    const mine = ++run;
    partial = "";
    return streamText({
      model,
      experimental_telemetry: modelTelemetry("chat.reply"),
      system: systemPrompt({
        persona,
        profile: advisorProfile(turn.user),
        language: turn.user.aiLanguage,
        mode,
        safety,
      }),
      messages: [...trimHistory(turn.history, HISTORY_TOKEN_BUDGET), message],
      maxOutputTokens: mode === "fast" ? 400 : 1200,
      abortSignal,
      onChunk: ({ chunk }) => {
        if (mine !== run || chunk.type !== "text-delta") return;
        if (!firstTokenTold) {
          firstTokenTold = true;
          recordFirstToken(performance.now() - startedAt, { mode, offline });
        }
        partial += chunk.text;
        progress.update(partial);
      },
      onError: ({ error }) => (mine === run ? fail(error) : undefined),
      onFinish: ({ text }) => (mine === run ? settle(text, "complete") : undefined),
    }).fullStream;
  };
  const { parts, late } = safeReplyParts({
    text: told,
    previous,
    local,
    moderated: !offline,
    later: images.length > 0 ? () => imageCheck(images, language) : undefined,
    start,
    decided: (safety) => {
      card = helpCardFor(safety, { locale: input.locale, acceptLanguage });
      if (card)
        recorded = recordMatch({ userId: turn.user.id, conversationId: input.conversationId, check: safety, card });
    },
  });

  const lateCard = late.then((safety): UIMessageChunk[] => {
    const urgent = safety && helpCardFor(safety, { locale: input.locale, acceptLanguage });
    if (!safety || !urgent) return [];
    void recordMatch({ userId: turn.user.id, conversationId: input.conversationId, check: safety, card: urgent });
    return [{ type: "data-help-card", data: urgent }];
  });

  return uiMessageStreamResponse(parts, {
    messageId: turn.replyId,
    metadata,
    prelude,
    late: lateCard,
    errorText: (error) =>
      translator(input.locale)(
        input.imageIds.length > 0 && refusedImages(error) ? "errors.visionUnsupported" : "errors.replyFailed",
      ),
    onBrokenStream: fail,
  });
}
