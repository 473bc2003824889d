import "server-only";
import { saveReply } from "@/db/queries/chat-turns";
import { log } from "@/lib/ops/log";
import { replyProgress } from "./progress";
import { stopRequests } from "./stop-requests";

export type StoredReply = ReturnType<typeof storedReply>;

/**
 * The reply's row as the model writes it: text stored while streaming (throttled: ./progress.ts), then settled
 * exactly once: complete, stopped by its owner (with what arrived), or failed. Settling waits for `before` (the
 * help card's count).
 */
export function storedReply({
  id,
  conversationId,
  before,
}: {
  id: string;
  conversationId: string;
  before: () => Promise<void>;
}) {
  const progress = replyProgress({ id, conversationId });
  const stop = stopRequests({ id, conversationId });
  let text = "";
  let settled = false;
  const settle = async (content: string, status: "complete" | "failed" | "stopped") => {
    if (settled) return;
    settled = true;
    stop.end();
    await Promise.all([before(), progress.flushed()]);
    await saveReply({ id, conversationId, content, status });
  };
  return {
    stopSignal: stop.signal,
    /** A new model run writes the reply from the start. */
    restart() {
      text = "";
    },
    grow(delta: string) {
      text += delta;
      progress.update(text);
    },
    complete: (content: string) => settle(content, "complete"),
    stopped: () => settle(text, "stopped"),
    fail(error: unknown) {
      log.error("chat.model_failed", error, { conversationId });
      return settle(text, "failed");
    },
  };
}
