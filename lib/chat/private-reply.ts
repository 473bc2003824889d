import "server-only";
import { streamText, type ModelMessage } from "ai";
import { countPrivateTurn } from "@/db/queries/chat-turns";
import type { User } from "@/db/schema";
import type { SessionClaims } from "@/lib/auth/session";
import { chatModelFor } from "@/lib/ai/model";
import { advisorProfile, systemPrompt } from "@/lib/ai/prompt";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { FREE_DAILY_MESSAGES, dailyLimitError, utcToday } from "@/lib/limits/plan-limits";
import { log } from "@/lib/ops/log";
import { modelTelemetry } from "@/lib/ops/trace";
import { CONTEXT_MESSAGES, checkSafety } from "@/lib/safety/check";
import type { SafetyCheck } from "@/lib/safety/categories";
import type { Parts } from "@/lib/safety/safe-run";
import { replyHelpCards } from "./reply/help-cards";
import { maxReplyTokens } from "./reply/model-runs";
import { safeReplyParts } from "./reply/safe-parts";
import type { ReplyMetadata } from "./reply/stream-reply";
import type { PrivateChatRequest } from "./schemas";
import { uiMessageStreamResponse } from "./ui-stream";

type PrivateTurnInput = PrivateChatRequest & { claims: SessionClaims; locale: Locale };

/** What a private reply's stream says of it: no conversation, no title; `private` marks it. */
type PrivateReplyMetadata = Pick<ReplyMetadata, "replyTo" | "offline" | "persona"> & { private: true };

/**
 * A private chat's reply (docs/chat.md#private-chat): the message is counted against the daily allowance (the
 * turn's one write, with the session check) and answered under the same safety decision and help cards as any
 * chat message, by the same model and system prompt, but from the history the browser sent, with no memory, and
 * nothing is stored: no conversation, message or reply row, no memory read or learned, no card pinned. Only a
 * safety match's content-free counts are written (lib/safety/record.ts). The browser leaving, or its Stop
 * (which ends the request), aborts the model call.
 */
export async function privateReply(
  input: PrivateTurnInput,
  { acceptLanguage, signal }: { acceptLanguage: string | null; signal: AbortSignal },
): Promise<Response> {
  const user = await countedTurn(input.claims);
  const advisor = chatModelFor(user);
  const previous = input.history
    .filter((turn) => turn.role === "user")
    .slice(-CONTEXT_MESSAGES)
    .map((turn) => turn.content);
  const cards = replyHelpCards({ locale: input.locale, acceptLanguage }, { userId: user.id, conversationId: null });
  const left = new AbortController();
  const gone = AbortSignal.any([signal, left.signal]);
  const messages: ModelMessage[] = [...input.history, { role: "user", content: input.text }];
  const start = (safety: SafetyCheck, abortSignal?: AbortSignal): Parts =>
    streamText({
      model: advisor.model,
      experimental_telemetry: modelTelemetry("chat.private"),
      system: systemPrompt({
        persona: advisor.persona,
        profile: advisorProfile(user),
        language: user.aiLanguage,
        mode: advisor.mode,
        safety,
      }),
      messages,
      maxOutputTokens: maxReplyTokens(advisor.mode),
      abortSignal: abortSignal ? AbortSignal.any([abortSignal, gone]) : gone,
      // The SDK's default prints the error, whose request may quote the conversation: a line without content.
      onError: ({ error }) => log.error("chat.private_model_failed", error),
    }).fullStream;
  const { parts, late } = safeReplyParts({
    text: input.text,
    previous,
    local: checkSafety(input.text, previous),
    moderated: !advisor.offline,
    start,
    decided: cards.decided,
  });
  const metadata: PrivateReplyMetadata = {
    replyTo: input.messageId,
    offline: advisor.offline,
    persona: advisor.persona,
    private: true,
  };
  const response = uiMessageStreamResponse(parts, {
    messageId: crypto.randomUUID(),
    metadata,
    prelude: cards.prelude,
    late: late.then(cards.late),
    errorText: () => translator(input.locale)("errors.replyFailed"),
    onBrokenStream: (error) => log.error("chat.private_model_failed", error),
  });
  return abortedWhenLeft(response, left);
}

/** The user, once the message is counted; a refusal as the error every chat message gets. */
async function countedTurn(claims: SessionClaims): Promise<User> {
  const counted = await countPrivateTurn({
    userId: claims.sub,
    sessionId: claims.sid,
    today: utcToday(),
    dailyLimit: FREE_DAILY_MESSAGES,
  });
  if ("user" in counted) return counted.user;
  throw counted.refused === "session" ? new AppError("unauthorized") : dailyLimitError();
}

/**
 * The response with the model aborted when its reader goes away: a saved reply is read to its end to be stored
 * (lib/chat/ui-stream.ts), a private one has nowhere to go. The request's own signal says the same where the
 * server notices the connection closing.
 */
function abortedWhenLeft(response: Response, left: AbortController): Response {
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      left.abort();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { headers: response.headers });
}
