import "server-only";
import { saveReply } from "@/db/queries/chat-turns";
import { citationStripper, stripCitations } from "@/lib/memory/citations";
import { log } from "@/lib/ops/log";
import { replyProgress } from "./progress";
import { stopRequests } from "./stop-requests";

export type StoredReply = ReturnType<typeof storedReply>;

/**
 * The reply's row as the model writes it: text stored while streaming (throttled: ./progress.ts), then settled
 * exactly once: complete, stopped by its owner (with what arrived), or failed. Settling waits for `before` (the
 * help card's count). The model's memory tags (`[m1]`) are never stored.
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
  let tags = citationStripper();
  let settled = false;
  let markCompleted: (complete: boolean) => void = () => {};
  const completed = new Promise<boolean>((resolve) => (markCompleted = resolve));
  const settle = async (content: string, status: "complete" | "failed" | "stopped", memoryIds?: string[]) => {
    if (settled) return;
    settled = true;
    stop.end();
    try {
      await Promise.all([before(), progress.flushed()]);
      await saveReply({ id, conversationId, content, status, memoryIds });
      markCompleted(status === "complete");
    } catch (error) {
      markCompleted(false);
      throw error;
    }
  };
  return {
    stopSignal: stop.signal,
    /** Whether the reply was stored complete, once it has settled. */
    completed,
    /** A new model run writes the reply from the start. */
    restart() {
      text = "";
      tags = citationStripper();
    },
    grow(delta: string) {
      text += tags.push(delta);
      progress.update(text);
    },
    /** The whole reply, and the memory items it used. */
    complete: (content: string, memoryIds: string[]) => settle(stripCitations(content).text, "complete", memoryIds),
    stopped: () => settle(text + tags.end(), "stopped"),
    fail(error: unknown) {
      log.error("chat.model_failed", error, { conversationId });
      return settle(text + tags.end(), "failed");
    },
  };
}
