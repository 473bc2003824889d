import "server-only";
import { stopRequested } from "@/db/queries/chat-turns";
import { log } from "@/lib/ops/log";

/**
 * How often a streaming reply looks for its owner's Stop. Instances share only Postgres, so the Stop call
 * marks the row and the streaming server polls it: a primary-key read, cheaper than the progress writes
 * beside it, and half a second still feels immediate after a click.
 */
export const STOP_POLL_MS = 500;

/**
 * Watches the reply's row for a Stop (POST /api/chat/{id}/stop), from whichever server instance it came:
 * `signal` aborts when one is asked for. Watching ends with `end()`, or once the row is no longer streaming.
 */
export function stopRequests(reply: { id: string; conversationId: string }) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const look = async () => {
    try {
      const { stop, streaming } = await stopRequested(reply);
      if (ended) return;
      if (stop) controller.abort();
      if (stop || !streaming) return;
    } catch (error) {
      log.error("chat.stop_check_failed", error, { messageId: reply.id });
    }
    if (!ended) timer = setTimeout(look, STOP_POLL_MS);
  };
  timer = setTimeout(look, STOP_POLL_MS);
  return {
    signal: controller.signal,
    end() {
      ended = true;
      clearTimeout(timer);
    },
  };
}
