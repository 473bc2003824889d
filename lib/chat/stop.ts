import "server-only";
import { requestStop } from "@/db/queries/chat-turns";
import { findOwnConversation } from "@/db/queries/conversations";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";

/**
 * Stops the reply being written in the user's conversation: the row is marked, and whichever server
 * instance streams the reply sees the mark, aborts the model and stores what arrived as `stopped`
 * (lib/chat/reply/stop-requests.ts). `stopping` is false when no reply was being written.
 */
export async function stopReply(user: User, conversationId: string): Promise<{ stopping: boolean }> {
  const conversation = await findOwnConversation({ id: conversationId, userId: user.id });
  if (!conversation) throw new AppError("not_found");
  return { stopping: await requestStop({ conversationId }) };
}
