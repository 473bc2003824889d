import {
  createConversation,
  deleteConversation,
  deleteTemporaryConversations,
  findOwnConversation,
  listConversations,
  listMessages,
  renameConversation,
  setMessageFeedback,
} from "@/db/queries/conversations";
import { conversationImageIds } from "@/db/queries/images";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { FREE_CONVERSATIONS, freeHistoryStart, hasPro } from "@/lib/limits/plan-limits";
import { decodeCursor, encodeCursor } from "@/lib/validation/cursor";

/** Conversations kept while saving was off end with the session, or after this long without activity. */
const TEMPORARY_IDLE_HOURS = 24;

export function temporaryIdleBefore(now = Date.now()): Date {
  return new Date(now - TEMPORARY_IDLE_HOURS * 3600_000);
}

/** Free users see the last day of history; Pro users all of it. */
function historySince(user: User): Date | undefined {
  return hasPro(user) ? undefined : freeHistoryStart();
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
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}

export async function conversationWithMessages(user: User, id: string) {
  const conversation = await findOwnConversation({ id, userId: user.id });
  if (!conversation) throw new AppError("not_found");
  const [rows, images] = await Promise.all([
    listMessages({ conversationId: id, since: historySince(user) }),
    conversationImageIds({ conversationId: id }),
  ]);
  const messages = rows.map((message) => ({
    ...message,
    imageIds: images.filter((image) => image.messageId === message.id).map((image) => image.id),
  }));
  return { conversation, messages };
}

/**
 * Creates the conversation `id` for the user (free plan: one active conversation), temporary when
 * saving is off, optionally starting with `seed` messages. Someone else's id reads as not found; the
 * user's own id is left as it is.
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
    maxActive: hasPro(user) ? null : FREE_CONVERSATIONS,
    activeSince: freeHistoryStart(),
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

export async function removeConversation(user: User, id: string) {
  if (!(await deleteConversation({ id, userId: user.id }))) throw new AppError("not_found");
}

export async function recordFeedback(user: User, messageId: string, helpful: boolean) {
  const row = await setMessageFeedback({ messageId, userId: user.id, helpful });
  if (!row) throw new AppError("not_found");
  return row;
}

/** Deletes every temporary conversation that has been idle too long (a scheduled job, never a read). */
export async function sweepIdleTemporaryConversations(now = Date.now()): Promise<number> {
  return deleteTemporaryConversations({ idleBefore: temporaryIdleBefore(now) });
}
