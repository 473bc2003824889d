import "server-only";
import { saveReplyProgress } from "@/db/queries/chat-turns";
import { log } from "@/lib/ops/log";

/** How often, at most, a streaming reply's text so far is stored: often enough to look live after a reload. */
const PROGRESS_MS = 250;

/**
 * Stores a streaming reply's text so far, throttled: at most one write every PROGRESS_MS, never two at
 * once, and none before the first PROGRESS_MS (the first tokens go out without waiting for a write).
 * Writes run beside the stream, never in its way; `flushed` is the last one, awaited before the reply is settled.
 */
export function replyProgress(reply: { id: string; conversationId: string }) {
  let last = Date.now();
  let writing = false;
  let stored = 0;
  let flushed: Promise<void> = Promise.resolve();
  return {
    update(content: string) {
      const now = Date.now();
      if (writing || now - last < PROGRESS_MS || content.length === stored) return;
      writing = true;
      last = now;
      stored = content.length;
      flushed = saveReplyProgress({ ...reply, content })
        .catch((error: unknown) => log.error("chat.progress_failed", error, { messageId: reply.id }))
        .finally(() => {
          writing = false;
        });
    },
    flushed: () => flushed,
  };
}
