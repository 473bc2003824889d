import { streamText, type UIMessageChunk } from "ai";
import { acceptTurn, saveReply, whyRefused, type AcceptedTurn } from "@/db/queries/chat-turns";
import { findUserById } from "@/db/queries/users";
import { chatModelFor } from "@/lib/ai/model";
import { systemPrompt, advisorProfile, trimHistory } from "@/lib/ai/prompt";
import type { SessionClaims } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { FREE_DAILY_MESSAGES, utcToday } from "@/lib/limits/plan-limits";
import type { SafetyCheck } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";
import { helpCardFor, type HelpCardData } from "@/lib/safety/help-card";
import { recordMatch } from "@/lib/safety/record";
import { openConversation } from "./conversations";
import { safeReplyParts } from "./safe-reply-parts";
import { uiMessageStreamResponse } from "./ui-stream";

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

function accept({ claims, conversationId, messageId, text }: TurnInput) {
  return acceptTurn({
    userId: claims.sub,
    sessionVersion: claims.sv,
    conversationId,
    messageId,
    content: text,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
    historyRows: HISTORY_ROWS,
  });
}

async function refusal(input: TurnInput): Promise<AppError> {
  const why = await whyRefused({
    userId: input.claims.sub,
    sessionVersion: input.claims.sv,
    conversationId: input.conversationId,
  });
  if (why === "session") return new AppError("unauthorized");
  if (why === "limit") return new AppError("daily_limit");
  return new AppError("not_found");
}

/** The first message of a new conversation creates it, within the free plan's one-conversation limit. */
async function startConversation(input: TurnInput): Promise<void> {
  const user = await findUserById({ id: input.claims.sub });
  if (!user || user.sessionVersion !== input.claims.sv) throw new AppError("unauthorized");
  await openConversation(user, input.conversationId, titleFrom(input.text));
}

/**
 * Stores the message before the model starts. In an existing conversation that is one database round
 * trip; the first message of a new one takes up to five (the refusal's reason, the user, the creation
 * in its own transaction, then the same statement again).
 */
export async function acceptMessage(input: TurnInput): Promise<AcceptedTurn> {
  const accepted = await accept(input);
  if (accepted) return accepted;
  const reason = await refusal(input);
  if (reason.status !== 404) throw reason;
  await startConversation(input);
  const second = await accept(input);
  if (!second) throw await refusal(input);
  return second;
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
 * one), which the user can retry. The safety check (local, no I/O) runs first: on a match the reply is
 * safety-first whatever the persona, and a help card (`data-help-card`) goes out before any text.
 */
export function streamReply({
  turn,
  input,
  locale,
  acceptLanguage,
}: {
  turn: AcceptedTurn;
  input: TurnInput;
  locale: Locale;
  acceptLanguage: string | null;
}): Response {
  const { model, offline, persona, mode } = chatModelFor(turn.user);
  const replyId = crypto.randomUUID();
  let partial = "";
  let settled = false;
  let card: HelpCardData | undefined;
  let recorded: Promise<void> = Promise.resolve();
  // Exactly one reply row per try: complete when the model finishes, failed (with what arrived) otherwise.
  const settle = async (content: string, status: "complete" | "failed") => {
    if (settled) return;
    settled = true;
    await recorded;
    await saveReply({ id: replyId, conversationId: input.conversationId, content, status });
  };
  const fail = (error: unknown) => {
    console.error(
      `[chat] model error in conversation ${input.conversationId}:`,
      error instanceof Error ? error.message : error,
    );
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
      messages: [...trimHistory(turn.history, HISTORY_TOKEN_BUDGET), { role: "user", content: turn.prompt }],
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
    text: turn.prompt,
    local: checkSafety(turn.prompt),
    moderated: !offline,
    start,
    decided: (safety) => {
      card = helpCardFor(safety, { locale, acceptLanguage });
      if (card)
        recorded = recordMatch({ userId: turn.user.id, conversationId: input.conversationId, check: safety, card });
    },
  });

  const metadata: ReplyMetadata = {
    replyTo: input.messageId,
    conversationId: input.conversationId,
    title: turn.title,
    offline,
    persona,
  };
  return uiMessageStreamResponse(parts, {
    messageId: replyId,
    metadata,
    prelude: (): UIMessageChunk[] => (card ? [{ type: "data-help-card", data: card }] : []),
    errorText: () => translator(locale)("errors.replyFailed"),
    onBrokenStream: fail,
  });
}
