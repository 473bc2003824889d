import {
  type ConversationLimit,
  createConversation,
  deleteConversation,
  deleteTemporaryConversations,
  findOwnConversation,
  listConversations,
  listMessagesNewestFirst,
  messageExists,
  renameConversation,
  setMessageFeedback,
} from "@/db/queries/conversations";
import { deleteTemporaryCoachRequests } from "@/db/queries/coach-requests";
import { messagesImageIds } from "@/db/queries/images";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { FREE_CONVERSATIONS, freeHistoryStart, historySince } from "@/lib/limits/plan-limits";
import { previewText } from "./preview";
import { ID_PATTERN } from "@/lib/validation/client-id";
import { decodeCursor, pageOf } from "@/lib/validation/cursor";

/** Conversations kept while saving was off end with the session, or after this long without activity. */
const TEMPORARY_IDLE_HOURS = 24;

export function temporaryIdleBefore(now = Date.now()): Date {
  return new Date(now - TEMPORARY_IDLE_HOURS * 3600_000);
}

export async function conversationPage(
  user: User,
  { q, cursor, limit }: { q?: string; cursor?: string; limit: number },
) {
  const rows = await listConversations({
    userId: user.id,
    q: q || undefined,
    temporaryIdleBefore: temporaryIdleBefore(),
    since: historySince(user),
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.updatedAt, id: row.id }));
  return {
    conversations: page.map((row) => ({ ...row, preview: row.preview === null ? null : previewText(row.preview) })),
    nextCursor,
  };
}

/**
 * The conversation and a page of its messages, oldest first: the newest `limit`, or those just before the
 * message `before` (the `olderCursor` of the previous page, null once the oldest is in).
 */
export async function conversationWithMessages(
  user: User,
  id: string,
  { before, limit }: { before?: string; limit: number },
) {
  if (before !== undefined && !ID_PATTERN.test(before)) throw new AppError("invalid_cursor");
  const conversation = await findOwnConversation({ id, userId: user.id });
  if (!conversation) throw new AppError("not_found");
  const rows = await listMessagesNewestFirst({
    conversationId: id,
    since: historySince(user),
    before,
    limit: limit + 1,
  });
  if (before && rows.length === 0 && !(await messageExists({ conversationId: id, id: before })))
    throw new AppError("invalid_cursor");
  const page = rows.slice(0, limit).reverse();
  const images = page.length
    ? await messagesImageIds({ conversationId: id, messageIds: page.map((message) => message.id) })
    : [];
  const messages = page.map((message) => ({
    ...message,
    imageIds: images.filter((image) => image.messageId === message.id).map((image) => image.id),
  }));
  return { conversation, messages, olderCursor: rows.length > limit ? (page[0]?.id ?? null) : null };
}

/** The free plan's one active conversation, as the queries that open a conversation take it. */
export function conversationLimit(): ConversationLimit {
  return { freeLimit: FREE_CONVERSATIONS, activeSince: freeHistoryStart() };
}

/**
 * Creates the conversation `id` for the user (free plan: one active conversation), temporary when
 * saving is off, optionally starting with `seed` messages. Someone else's id reads as not found; the
 * user's own id is left as it is. (A chat message opens its conversation itself: lib/chat/accept.ts.)
 */
export async function openConversation(
  user: User,
  id: string,
  title: string,
  seed?: { role: "user" | "assistant"; content: string }[],
) {
  const outcome = await createConversation({
    id,
    userId: user.id,
    title,
    isTemporary: !user.saveConversations,
    limit: conversationLimit(),
    seed,
  });
  if (outcome === "limit") throw new AppError("conversation_limit");
  if (outcome === "taken") throw new AppError("not_found");
}

export async function createEmptyConversation(user: User, id: string, locale: Locale) {
  await openConversation(user, id, translator(locale)("chat.newChatTitle"));
  return (await findOwnConversation({ id, userId: user.id }))!;
}

export async function retitleConversation(user: User, id: string, title: string) {
  const renamed = await renameConversation({ id, userId: user.id, title });
  if (!renamed) throw new AppError("not_found");
  return renamed;
}

export async function removeConversation(user: User, id: string, { forgetMemories = false } = {}) {
  if (!(await deleteConversation({ id, userId: user.id, forgetMemories }))) throw new AppError("not_found");
}

export async function recordFeedback(user: User, messageId: string, helpful: boolean) {
  const row = await setMessageFeedback({ messageId, userId: user.id, helpful });
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * Deletes every temporary conversation that has been idle too long, and every temporary coach request as old
 * (a scheduled job, never a read).
 */
export async function sweepIdleTemporaryConversations(now = Date.now()): Promise<number> {
  const before = temporaryIdleBefore(now);
  return (
    (await deleteTemporaryConversations({ idleBefore: before })) +
    (await deleteTemporaryCoachRequests({ madeBefore: before }))
  );
}
