import { streamText, type UIMessageChunk } from "ai";
import { acceptTurn, saveReply, whyRefused, type TurnOutcome } from "@/db/queries/chat-turns";
import { findSessionUser } from "@/db/queries/sessions";
import { chatModelFor } from "@/lib/ai/model";
import { systemPrompt, advisorProfile, trimHistory } from "@/lib/ai/prompt";
import type { SessionClaims } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { errorSummary } from "@/lib/ops/error-summary";
import type { Locale } from "@/lib/i18n/locales";
import { FREE_DAILY_MESSAGES, utcToday } from "@/lib/limits/plan-limits";
import type { SafetyCheck } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { openConversation } from "./conversations";
import { safeReplyParts } from "./safe-reply-parts";
import { storedReplyResponse, uiMessageStreamResponse } from "./ui-stream";

const HISTORY_ROWS = 40;
const HISTORY_TOKEN_BUDGET = 6000;

/** A short title from the first message: its first line, cut at a word near 60 characters. */
export function titleFrom(text: string): string {
  const line = text.trim().split("\n")[0]!.trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(" ");
  return `${(space > 30 ? cut.slice(0, space) : cut).trim()}…`;
}

type TurnInput = { claims: SessionClaims; conversationId: string; messageId: string; text: string };

/** A message the chat answers: with the model (`accepted`, into the reply row `replyId`), or from storage (`replay`). */
export type Turn = Extract<TurnOutcome, { outcome: "accepted" | "replay" }> & { replyId: string };

function accept({ claims, conversationId, messageId, text }: TurnInput, replyId: string) {
  return acceptTurn({
    userId: claims.sub,
    sessionId: claims.sid,
    conversationId,
    messageId,
    replyId,
    content: text,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
    historyRows: HISTORY_ROWS,
  });
}

async function refusal({ claims, conversationId, messageId }: TurnInput): Promise<AppError> {
  const why = await whyRefused({ userId: claims.sub, sessionId: claims.sid, conversationId, messageId });
  if (why === "session") return new AppError("unauthorized");
  if (why === "limit") return new AppError("daily_limit");
  if (why === "in-progress") return new AppError("reply_in_progress");
  return new AppError("not_found");
}

/** The first message of a new conversation creates it, within the free plan's one-conversation limit. */
async function startConversation(input: TurnInput): Promise<void> {
  const user = await findSessionUser({ userId: input.claims.sub, sessionId: input.claims.sid });
  if (!user) throw new AppError("unauthorized");
  await openConversation(user, input.conversationId, titleFrom(input.text));
}

/**
 * Stores the message before the model starts, once per message id: a retry of an id that was answered
 * gets the stored reply, one being answered a 409, and only a failed reply is written again. In an
 * existing conversation that is one database round trip; the first message of a new one takes up to
 * five (the refusal's reason, the user, the creation in its own transaction, then the same statement again).
 */
export async function acceptMessage(input: TurnInput): Promise<Turn> {
  const replyId = crypto.randomUUID();
  const turn = (await accept(input, replyId)) ?? (await acceptInNewConversation(input, replyId));
  switch (turn.outcome) {
    case "in_progress":
      throw new AppError("reply_in_progress");
    case "conflict":
      throw new AppError("conflict");
    case "replay":
      return { ...turn, replyId: turn.reply.id };
    case "accepted":
      return { ...turn, replyId };
  }
}

async function acceptInNewConversation(input: TurnInput, replyId: string) {
  const reason = await refusal(input);
  if (reason.status !== 404) throw reason;
  await startConversation(input);
  const turn = await accept(input, replyId);
  if (!turn) throw await refusal(input);
  return turn;
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
 * if the browser has gone; a model error stores what arrived as a failed reply (never as a complete
 * one), which the user can retry. A replayed turn sends the stored reply the same way, without the model.
 * The safety check (local, no I/O) runs first: on a match the reply is safety-first whatever the persona,
 * and a help card (`data-help-card`) goes out before any text.
 */
export function streamReply({
  turn,
  input,
  locale,
  acceptLanguage,
}: {
  turn: Turn;
  input: TurnInput;
  locale: Locale;
  acceptLanguage: string | null;
}): Response {
  const { model, offline, persona, mode } = chatModelFor(turn.user);
  const metadata: ReplyMetadata = {
    replyTo: input.messageId,
    conversationId: input.conversationId,
    title: turn.title,
    offline,
    persona,
  };
  const local = checkSafety(input.text);
  let card: HelpCardData | undefined;
  const prelude = (): UIMessageChunk[] => (card ? [{ type: "data-help-card", data: card }] : []);
  if (turn.outcome === "replay") {
    card = helpCardFor(local, { locale, acceptLanguage });
    return storedReplyResponse(turn.reply.content, { messageId: turn.replyId, metadata, prelude });
  }

  let partial = "";
  let settled = false;
  let recorded: Promise<void> = Promise.resolve();
  // The reply row opened for this try is filled in exactly once: complete when the model finishes, failed
  // (with what arrived) otherwise.
  const settle = async (content: string, status: "complete" | "failed") => {
    if (settled) return;
    settled = true;
    await recorded;
    await saveReply({ id: turn.replyId, conversationId: input.conversationId, content, status });
  };
  const fail = (error: unknown) => {
    console.error(`[chat] model error in conversation ${input.conversationId}: ${errorSummary(error)}`);
    return settle(partial, "failed");
  };

  // Only the current run may write the reply: a run abandoned for a safety-first one stays silent.
  let run = 0;
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal) => {
    const mine = ++run;
    partial = "";
    return streamText({
      model,
      system: systemPrompt({
        persona,
        profile: advisorProfile(turn.user),
        language: turn.user.aiLanguage,
        mode,
        safety,
      }),
      messages: [...trimHistory(turn.history, HISTORY_TOKEN_BUDGET), { role: "user", content: input.text }],
      maxOutputTokens: mode === "fast" ? 400 : 1200,
      abortSignal,
      onChunk: ({ chunk }) => {
        if (mine === run && chunk.type === "text-delta") partial += chunk.text;
      },
      onError: ({ error }) => (mine === run ? fail(error) : undefined),
      onFinish: ({ text }) => (mine === run ? settle(text, "complete") : undefined),
    }).fullStream;
  };
  const parts = safeReplyParts({
    text: input.text,
    local,
    moderated: !offline,
    start,
    decided: (safety) => {
      card = helpCardFor(safety, { locale, acceptLanguage });
      if (card)
        recorded = recordMatch({ userId: turn.user.id, conversationId: input.conversationId, check: safety, card });
    },
  });

  return uiMessageStreamResponse(parts, {
    messageId: turn.replyId,
    metadata,
    prelude,
    errorText: () => translator(locale)("errors.replyFailed"),
    onBrokenStream: fail,
  });
}
