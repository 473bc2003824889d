import "server-only";
import { APICallError, type UIMessageChunk } from "ai";
import { chatModelFor } from "@/lib/ai/model";
import { translator } from "@/lib/i18n/messages";
import { learnAfterAnswer } from "@/lib/memory/learn";
import type { Turn, TurnInput } from "../accept";
import { storedReplyResponse, uiMessageStreamResponse } from "../ui-stream";
import { replayedCard, replyHelpCards } from "./help-cards";
import { modelRuns, type Remembered } from "./model-runs";
import { safeReplyParts } from "./safe-parts";
import { storedReply } from "./stored-reply";
import { imageCheck, whatWasTold } from "./told";

export type ReplyMetadata = {
  replyTo: string;
  conversationId: string;
  title: string;
  offline: boolean;
  persona: string;
  /** Sent as the reply ends: the memory items it used. */
  remembered?: Remembered[];
};

/**
 * Streams the reply to an accepted message as an AI SDK UI message stream; a replayed turn's stored reply
 * goes out the same way, without the model. The steps: the advisor, what the user told, the stored reply,
 * the model runs under the safety decision (help card first on a match), the response; then memory learns.
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
  const advisor = chatModelFor(turn.user);
  const metadata: ReplyMetadata = {
    replyTo: input.messageId,
    conversationId: input.conversationId,
    title: turn.title,
    offline: advisor.offline,
    persona: advisor.persona,
  };
  const told = await whatWasTold(turn, input, advisor.offline);
  const place = { locale: input.locale, acceptLanguage };
  if (turn.outcome === "replay") {
    const prelude = replayedCard(told.local, place);
    return storedReplyResponse(turn.reply.content, { messageId: turn.replyId, metadata, prelude });
  }

  const cards = replyHelpCards(place, { userId: turn.user.id, conversationId: input.conversationId });
  const reply = storedReply({ id: turn.replyId, conversationId: input.conversationId, before: cards.recorded });
  const runs = modelRuns({
    advisor,
    user: turn.user,
    history: turn.history,
    memories: turn.memories,
    text: input.text,
    told,
    reply,
    startedAt,
  });
  let flagged = false;
  const { parts, late } = safeReplyParts({
    text: told.text,
    previous: told.previous,
    local: told.local,
    moderated: !advisor.offline,
    later: told.images.length > 0 ? () => imageCheck(told.images, turn.user.aiLanguage) : undefined,
    start: runs.start,
    decided: (safety) => {
      flagged = safety.flagged;
      cards.decided(safety);
    },
  });
  learnAfterAnswer(
    turn.user,
    { text: input.text, source: "conversation", sourceId: input.conversationId },
    { completed: reply.completed, flagged: late.then((escalated) => flagged || Boolean(escalated?.flagged)) },
  );
  return uiMessageStreamResponse(parts, {
    messageId: turn.replyId,
    metadata,
    prelude: cards.prelude,
    late: late.then(cards.late),
    closing: () => rememberedPart(runs.remembered()),
    errorText: (error) => translator(input.locale)(replyErrorKey(input, error)),
    onBrokenStream: reply.fail,
  });
}

/** What the reply used of the person's memory, for its "remembered" line; nothing when it used none. */
function rememberedPart(remembered: Remembered[]): UIMessageChunk[] {
  return remembered.length > 0 ? [{ type: "message-metadata", messageMetadata: { remembered } }] : [];
}

/**
 * A server that refuses a request with images (400, 404, 415 or 422) most likely has a model without
 * vision: the user is told so, rather than "try again".
 */
function replyErrorKey(input: TurnInput, error: unknown) {
  const refusedImages = APICallError.isInstance(error) && [400, 404, 415, 422].includes(error.statusCode ?? 0);
  return input.imageIds.length > 0 && refusedImages ? "errors.visionUnsupported" : "errors.replyFailed";
}
