import "server-only";
import type { UIMessageChunk } from "ai";
import { latestReply, replyNow, type StoredReply } from "@/db/queries/chat-turns";
import { findOwnConversation } from "@/db/queries/conversations";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { ReplyMetadata } from "./reply/stream-reply";
import { storedReplyResponse, uiEvent, UI_STREAM_HEADERS } from "./ui-stream";

/** How often a resumed reply looks for more text: the stored progress comes at most every 250 ms. */
const POLL_MS = 250;
/** A reply whose stored text has not moved for this long has lost its server: the resumed stream ends as failed. */
const STALLED_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The latest reply again as the chat's UI message stream: what is stored so far, then the rest as it is stored,
 * until it settles. Reading only the database, any instance can answer it, in any tab. 204 when nothing to resume.
 */
export async function resumeReply(user: User, conversationId: string): Promise<Response> {
  const conversation = await findOwnConversation({ id: conversationId, userId: user.id });
  if (!conversation) throw new AppError("not_found");
  const reply = await latestReply({ conversationId });
  if (!reply) return new Response(null, { status: 204 });
  const metadata: Partial<ReplyMetadata> & { status: StoredReply["status"] } = {
    replyTo: reply.replyTo,
    conversationId,
    title: conversation.title,
    status: reply.status,
  };
  if (reply.status !== "streaming") return storedReplyResponse(reply.content, { messageId: reply.id, metadata });
  return new Response(liveReply(reply, conversationId, metadata), { headers: UI_STREAM_HEADERS });
}

function liveReply(reply: StoredReply, conversationId: string, metadata: object): ReadableStream<Uint8Array> {
  let sent = "";
  let movedAt = Date.now();
  let cancelled = false;
  const delta = (content: string): UIMessageChunk[] => {
    // A reply that started over (a safety-first run) is sent on from where it passes what was sent.
    if (!content.startsWith(sent) || content.length === sent.length) return [];
    const part = { type: "text-delta" as const, id: "stored", delta: content.slice(sent.length) };
    sent = content;
    movedAt = Date.now();
    return [part];
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const opening: UIMessageChunk[] = [
        { type: "start", messageId: reply.id, messageMetadata: metadata },
        { type: "start-step" },
        { type: "text-start", id: "stored" },
        ...delta(reply.content),
      ];
      for (const part of opening) controller.enqueue(uiEvent(part));
    },
    async pull(controller) {
      for (;;) {
        await sleep(POLL_MS);
        if (cancelled) return;
        const now = await replyNow({ id: reply.id, conversationId });
        if (cancelled) return;
        const parts = delta(now?.content ?? sent);
        const stalled = now?.status === "streaming" && Date.now() - movedAt > STALLED_MS;
        const ended = !now || now.status !== "streaming" || stalled;
        if (ended) {
          parts.push(
            ...(now?.status === "failed" || now?.status === "stopped" || stalled
              ? [{ type: "message-metadata" as const, messageMetadata: { status: stalled ? "failed" : now!.status } }]
              : []),
            { type: "text-end", id: "stored" },
            { type: "finish-step" },
            { type: "finish", finishReason: now?.status === "complete" ? "stop" : "other" },
          );
        }
        if (parts.length === 0) continue;
        for (const part of parts) controller.enqueue(uiEvent(part));
        if (ended) {
          controller.enqueue(uiEvent("[DONE]"));
          controller.close();
        }
        return;
      }
    },
    cancel() {
      cancelled = true;
    },
  });
}
