import "server-only";
import { acceptTurn, whyRefused, type TurnOutcome } from "@/db/queries/chat-turns";
import { countAttachableImages } from "@/db/queries/images";
import type { SessionClaims } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { FREE_DAILY_MESSAGES, FREE_MEMORIES, PRO_MEMORIES, dailyLimitError, utcToday } from "@/lib/limits/plan-limits";
import { conversationLimit } from "./conversations";
import { titleFrom } from "./title";

/** How many earlier complete turns the statement reads for the model's history (trimmed to its budget later). */
const HISTORY_ROWS = 40;
/**
 * A message that lost a race (see whyRefused) is tried again up to this many times in all. Each round one of
 * the racing messages wins, so this many first messages sent at once (a person's tabs) all get in.
 */
const TRIES = 5;

export type TurnInput = {
  claims: SessionClaims;
  conversationId: string;
  messageId: string;
  text: string;
  imageIds: string[];
  locale: Locale;
};

/** A message the chat answers: with the model (`accepted`, into the reply row `replyId`), or from storage (`replay`). */
export type Turn = Extract<TurnOutcome, { outcome: "accepted" | "replay" }> & { replyId: string };

/**
 * Stores the message before the model starts, once per message id: a retry of an answered id gets the
 * stored reply, one being answered a 409, and only a failed reply runs again. One database round trip,
 * the first message of a new conversation included (it opens it); a refusal takes one more, to say why.
 */
export async function acceptMessage(input: TurnInput): Promise<Turn> {
  await checkImages(input);
  const replyId = crypto.randomUUID();
  const turn = await accepted(input, replyId);
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

/** Images must be the user's own uploads, not yet on another message: anything else reads as not found. */
async function checkImages({ claims, conversationId, messageId, imageIds }: TurnInput): Promise<void> {
  if (imageIds.length === 0) return;
  const attachable = await countAttachableImages({ ids: imageIds, userId: claims.sub, conversationId, messageId });
  if (attachable !== imageIds.length) throw new AppError("not_found");
}

/** The statement's outcome, or the refusal's reason as an error; a message that lost a race is tried again. */
async function accepted(input: TurnInput, replyId: string): Promise<TurnOutcome> {
  const { claims, conversationId, messageId, text, imageIds, locale } = input;
  const who = { userId: claims.sub, sessionId: claims.sid, conversationId, messageId };
  const limits = { today: utcToday(), dailyLimit: FREE_DAILY_MESSAGES };
  const limit = conversationLimit();
  const title = text ? titleFrom(text) : translator(locale)("chat.imageTitle");
  for (let tried = 1; ; tried++) {
    const turn = await acceptTurn({
      ...who,
      ...limits,
      replyId,
      content: text,
      imageIds,
      historyRows: HISTORY_ROWS,
      memoryLimits: { free: FREE_MEMORIES, pro: PRO_MEMORIES },
      opens: { title, limit },
    });
    if (turn) return turn;
    const why = await whyRefused({ ...who, ...limits, limit });
    if (why === "session") throw new AppError("unauthorized");
    if (why === "not-owner") throw new AppError("not_found");
    if (why === "conversation-limit") throw new AppError("conversation_limit");
    if (why === "in-progress") throw new AppError("reply_in_progress");
    if (why === "daily-limit") throw dailyLimitError();
    if (tried === TRIES) throw new AppError("conflict");
  }
}
