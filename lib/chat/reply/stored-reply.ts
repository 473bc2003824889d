import "server-only";
import { saveReply } from "@/db/queries/chat-turns";
import { log } from "@/lib/ops/log";
import { replyProgress } from "./progress";

export type StoredReply = ReturnType<typeof storedReply>;

/**
 * The reply's row, opened by acceptTurn, as the model writes it: its text so far is stored while it
 * streams (throttled: ./progress.ts), and the row is filled in exactly once: complete when the model
 * finishes, failed (with what arrived) otherwise. Settling waits for `before` (the help card's count).
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
  let text = "";
  let settled = false;
  const settle = async (content: string, status: "complete" | "failed") => {
    if (settled) return;
    settled = true;
    await Promise.all([before(), progress.flushed()]);
    await saveReply({ id, conversationId, content, status });
  };
  return {
    /** A new model run writes the reply from the start. */
    restart() {
      text = "";
    },
    grow(delta: string) {
      text += delta;
      progress.update(text);
    },
    complete: (content: string) => settle(content, "complete"),
    fail(error: unknown) {
      log.error("chat.model_failed", error, { conversationId });
      return settle(text, "failed");
    },
  };
}
