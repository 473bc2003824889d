import { and, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { conversations, messages, users } from "../schema";
import { hasProSql } from "./entitlement";
import { likePattern } from "./keyset";

/**
 * A search first checks the newest this many conversations (per row of the page) one by one: a common word
 * fills the page there, at a few messages read each. Otherwise the word is rare enough for the trigram
 * index, which then answers the page (few index entries to read).
 */
const WALKED_PER_ROW = 2;

type ListInput = {
  userId: string;
  q?: string;
  since?: Date;
  /** Temporary conversations idle since before this are over, swept or not yet. */
  temporaryIdleBefore: Date;
  /** The last row of the previous page: its updated_at and id. */
  cursor?: { at: Date; id: string };
  limit: number;
};

const listed = {
  id: conversations.id,
  title: conversations.title,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
  isTemporary: conversations.isTemporary,
  // Spelled out: inside a select list Drizzle would leave the outer column unqualified. Longer than the
  // preview line: its Markdown is taken out after (lib/chat/preview.ts).
  preview: sql<
    string | null
  >`(select left(m.content, 400) from message m where m.conversation_id = "conversation"."id" and m.valid and m.status = 'complete' order by m.timestamp desc limit 1)`,
};
const newestFirst = [desc(conversations.updatedAt), desc(conversations.id)];
/** Before a row in the list's order: one range of conversation_user_updated_idx. */
const before = (at: Date | SQL, id: string) => sql`(${conversations.updatedAt}, ${conversations.id}) < (${at}, ${id})`;

/**
 * A user's conversations, newest first, with the last message as a preview. `q` matches titles and
 * message text; `since` hides older ones (the free plan's history window); keyset pagination by cursor.
 */
export async function listConversations({ userId, q, since, temporaryIdleBefore, cursor, limit }: ListInput) {
  const db = await getDb();
  const filters: (SQL | undefined)[] = [
    eq(conversations.userId, userId),
    or(eq(conversations.isTemporary, false), gt(conversations.updatedAt, temporaryIdleBefore)),
    since ? gt(conversations.updatedAt, since) : undefined,
    cursor ? before(cursor.at, cursor.id) : undefined,
  ];
  const page = (more: (SQL | undefined)[], rows: number, on: Executor = db) =>
    on
      .select(listed)
      .from(conversations)
      .where(and(...filters, ...more))
      .orderBy(...newestFirst)
      .limit(rows);
  if (!q) return page([], limit);

  const pattern = likePattern(q);
  // Text without upper and lower case (Chinese, digits) matches the same under LIKE, which skips ILIKE's
  // lower-casing of every row it reads.
  const matches = q.toLowerCase() === q.toUpperCase() ? sql.raw("like") : sql.raw("ilike");
  // OFFSET 0 keeps the planner from turning this into one scan of all the user's messages: each
  // conversation reads its own rows (message_conversation_time_idx) until one matches.
  const someMessageMatches = sql`exists (select 1 from (select m.content from message m
    where m.conversation_id = "conversation"."id" and m.valid offset 0) own where own.content ${matches} ${pattern})`;
  const titleMatches = sql`${conversations.title} ${matches} ${pattern}`;
  // pg_trgm indexes runs of three letters or digits; a shorter query (one or two Chinese characters) has
  // none to look up, so the walk goes on through the user's own conversations until the page is full.
  if (!/[\p{L}\p{N}]{3}/u.test(q)) return page([or(titleMatches, someMessageMatches)], limit);

  const walked = await db
    .select({
      id: conversations.id,
      matched: sql<boolean>`${titleMatches} or ${someMessageMatches}`,
    })
    .from(conversations)
    .where(and(...filters))
    .orderBy(...newestFirst)
    .limit(limit * WALKED_PER_ROW);
  const found = walked.filter((row) => row.matched).slice(0, limit);
  if (found.length === limit || walked.length < limit * WALKED_PER_ROW) {
    if (!found.length) return [];
    const ids = found.map((row) => row.id);
    return page([inArray(conversations.id, ids)], limit);
  }
  // Else the index: the conversations of this user's messages that hold the query's trigrams
  // (message_user_content_trgm_idx), read once into a hash (an uncorrelated `in (select …)`).
  const hits = sql`select m.conversation_id from message m
    where m.user_id = ${userId} and m.valid and m.content ${matches} ${pattern}`;
  return db.transaction(async (tx) => {
    // The planner costs LIKE as one cheap operator whatever the text's length, so where one user owns much of
    // the table (a small or single-user instance) it reads every message instead: 108 ms against the index's
    // 10 ms for a word in 9,359 of 100,000 messages (bench/search-scale.ts).
    await tx.execute(sql`set local enable_seqscan = off`);
    return page([or(titleMatches, sql`${conversations.id} in (${hits})`)], limit, tx);
  });
}

export async function findOwnConversation({ id, userId }: { id: string; userId: string }) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row;
}

/**
 * A page of a conversation's visible messages, newest first: retired replies to retried messages are hidden,
 * and so is a reply still being written (it appears once complete or failed). `before` names the message the
 * page ends at (keyset on timestamp, then id, compared in SQL at the column's full microsecond precision). A reply
 * carries the memory items it used that still exist.
 */
export async function listMessagesNewestFirst({
  conversationId,
  since,
  before,
  limit,
}: {
  conversationId: string;
  since?: Date;
  before?: string;
  limit: number;
}) {
  return (await getDb())
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      timestamp: messages.timestamp,
      feedback: messages.feedback,
      status: messages.status,
      remembered: sql<{ id: string; text: string }[] | null>`(
        select json_agg(json_build_object('id', m.id, 'text', m.text) order by used.n)
        from jsonb_array_elements_text(${messages.memoryIds}) with ordinality used(id, n)
        join memory m on m.id = used.id and m.user_id = ${messages.userId})`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.valid, true),
        ne(messages.status, "streaming"),
        since ? gt(messages.timestamp, since) : undefined,
        before
          ? sql`(${messages.timestamp}, ${messages.id}) < (select m.timestamp, m.id from message m where m.conversation_id = ${conversationId} and m.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(limit);
}

export async function messageExists({ conversationId, id }: { conversationId: string; id: string }) {
  const [row] = await (
    await getDb()
  )
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
  return row !== undefined;
}

/** The free plan's limit on conversations: at most `freeLimit` active (updated) since `activeSince`. Pro has none. */
export type ConversationLimit = { freeLimit: number; activeSince: Date };

/** "The user in `row` (`"user"`, or a CTE holding the row) may open one more conversation" under `limit`. */
export function conversationLeftSql(row: SQL, { freeLimit, activeSince }: ConversationLimit): SQL<boolean> {
  return sql<boolean>`(${hasProSql(undefined, sql`${row}.pro_ends_at`)} or (select count(*) from conversation c
    where c.user_id = ${row}.id and c.updated_at > ${activeSince.toISOString()}::timestamptz) < ${freeLimit})`;
}

/**
 * Creates a conversation within the free plan's limit: "created", "exists" (the user's already), "taken"
 * (someone else's id) or "limit". The user's row is written first: the lock keeps two from both getting
 * through, and the new row version tells a chat turn that read the row before (acceptTurn) to stop.
 */
export async function createConversation(input: {
  id: string;
  userId: string;
  title: string;
  isTemporary: boolean;
  limit: ConversationLimit;
  /** Messages the new conversation starts with (one after another, in this order). */
  seed?: { role: "user" | "assistant"; content: string }[];
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // A write, not FOR UPDATE: a chat turn waiting on this row re-reads it (and sees the new conversation) once
    // this commits. Writing updated_at back unchanged keeps a refusal from changing the row.
    await tx
      .update(users)
      .set({ updatedAt: sql`${users.updatedAt}` })
      .where(eq(users.id, input.userId));
    const [existing] = await tx
      .select({ userId: conversations.userId })
      .from(conversations)
      .where(eq(conversations.id, input.id));
    if (existing) return existing.userId === input.userId ? ("exists" as const) : ("taken" as const);
    const [user] = await tx
      .select({ left: conversationLeftSql(sql`${users}`, input.limit) })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user?.left) return "limit" as const;
    await tx
      .insert(conversations)
      .values({ id: input.id, userId: input.userId, title: input.title, isTemporary: input.isTemporary });
    if (input.seed?.length) {
      const start = Date.now();
      await tx.insert(messages).values(
        input.seed.map((message, i) => ({
          conversationId: input.id,
          userId: input.userId,
          role: message.role,
          content: message.content,
          timestamp: new Date(start + i),
        })),
      );
    }
    return "created" as const;
  });
}

export async function renameConversation({ id, userId, title }: { id: string; userId: string; title: string }) {
  const [row] = await (
    await getDb()
  )
    .update(conversations)
    .set({ title })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id, title: conversations.title });
  return row;
}

/** Deletes the user's conversation and, with `forgetMemories`, what memory learned from it, in one statement. */
export async function deleteConversation({
  id,
  userId,
  forgetMemories = false,
}: {
  id: string;
  userId: string;
  forgetMemories?: boolean;
}) {
  const result = await (
    await getDb()
  ).execute<{ id: string }>(sql`
    with gone as (
      delete from conversation where id = ${id} and user_id = ${userId} returning id
    ), forgot as (
      delete from memory where ${forgetMemories} and user_id = ${userId} and source = 'conversation'
        and source_id in (select id from gone)
      returning id
    )
    select id from gone`);
  return result.rows[0];
}

/**
 * Temporary conversations (saving turned off) end with the session, or after a day without activity.
 * Returns how many were deleted.
 */
export async function deleteTemporaryConversations({ userId, idleBefore }: { userId?: string; idleBefore?: Date }) {
  const deleted = await (
    await getDb()
  )
    .delete(conversations)
    .where(
      and(
        eq(conversations.isTemporary, true),
        userId ? eq(conversations.userId, userId) : undefined,
        idleBefore ? lt(conversations.updatedAt, idleBefore) : undefined,
      ),
    )
    .returning({ id: conversations.id });
  return deleted.length;
}

/** Records helpful / unhelpful on one of the user's assistant messages; undefined when it is not theirs. */
export async function setMessageFeedback({
  messageId,
  userId,
  helpful,
}: {
  messageId: string;
  userId: string;
  helpful: boolean;
}) {
  const [row] = await (
    await getDb()
  )
    .update(messages)
    .set({ feedback: helpful })
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.role, "assistant"),
        sql`exists (select 1 from ${conversations} c where c.id = ${messages.conversationId} and c.user_id = ${userId})`,
      ),
    )
    .returning({ id: messages.id, feedback: messages.feedback });
  return row;
}

/** How many conversations the user has had activity in since `since` (the free plan's "active" ones). */
export async function countActiveConversations({ userId, since }: { userId: string; since: Date }) {
  const [{ active } = { active: 0 }] = await (
    await getDb()
  )
    .select({ active: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), gt(conversations.updatedAt, since)));
  return active;
}
