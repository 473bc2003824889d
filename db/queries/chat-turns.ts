import "server-only";
import { sql } from "drizzle-orm";
import { executePrepared, getDb } from "../client";
import { rowFromJson } from "../json-row";
import { conversationLeftSql, type ConversationLimit } from "./conversations";
import { allowanceLeftSql, countAgainstAllowance } from "./daily-allowance";
import { hasProSql } from "./entitlement";
import { promptMemoriesSql, type PromptMemory } from "./memories";
import { liveSessionSql } from "./sessions";
import { users, type MessageStatus, type User } from "../schema";

export type HistoryTurn = { role: "user" | "assistant"; content: string };

/** A reply that has been `streaming` this long is taken for dead (its server went away): it may be re-run. */
const STALE_REPLY = sql`interval '10 minutes'`;

/**
 * What became of a message id: `accepted` (new and counted, or a failed reply retried uncounted; the model runs),
 * `replay` (answered before: the stored reply is resent), `in_progress` (being answered right now), `conflict`
 * (the id holds other text).
 */
export type TurnOutcome =
  | {
      outcome: "accepted";
      user: User;
      /** Earlier complete turns of the conversation, oldest first. */
      history: HistoryTurn[];
      /** What the reply may use of the user's memory (none while it is paused). */
      memories: PromptMemory[];
      title: string;
    }
  | { outcome: "replay"; user: User; title: string; reply: { id: string; content: string } }
  | { outcome: "in_progress" | "conflict" };

type TurnRow = {
  outcome: "accepted" | "replay" | "in_progress" | "conflict" | "refused";
  user: Record<string, unknown> | null;
  history: HistoryTurn[];
  memories: (Omit<PromptMemory, "updatedAt" | "lastUsedAt"> & { updatedAt: string; lastUsedAt: string | null })[];
  title: string;
  reply_id: string | null;
  reply_content: string | null;
};

/**
 * Accepts one user message in one statement (one round trip before the model starts): checks the session, the
 * conversation's owner (or, with `opens`, opens it within the free plan's limit, temporary when saving is off)
 * and the daily limit; a new id is stored with its images, counted and given a `streaming` reply `replyId`; an
 * id whose reply failed or died gets a new reply, uncounted. Other ids change nothing (TurnOutcome). No row
 * means refused (`whyRefused` says why); a refused first message leaves no conversation behind.
 *
 * Concurrency: `locked` takes the user's row lock first and rereads the row, so the limit sees fresh counts; the
 * message insert's ON CONFLICT lets exactly one of several requests with one new id store and count it; a retry
 * claims the failed reply by UPDATE, so exactly one re-runs. Conversations are counted in the statement's
 * snapshot, so a new one opens only if the user row is still the snapshot's (same `xmin`; whoever opened one
 * since wrote that row), else the statement is refused; the conversation insert's ON CONFLICT never takes over
 * one opened meanwhile under the same id. (Postgres runs every data-modifying CTE even if the SELECT ignores it.)
 */
export async function acceptTurn(input: {
  userId: string;
  sessionId: string;
  conversationId: string;
  messageId: string;
  /** The id the reply's row gets, if one is opened. */
  replyId: string;
  content: string;
  /** Uploads of the user's that the stored message takes (checked beforehand with countAttachableImages). */
  imageIds: string[];
  today: string;
  dailyLimit: number;
  historyRows: number;
  /** How many of the newest items the reply may use, by plan. */
  memoryLimits: { free: number; pro: number };
  /** The conversation the message opens if it is not there yet (without it, a missing one is refused). */
  opens?: { title: string; limit: ConversationLimit };
}): Promise<TurnOutcome | null> {
  const { userId, sessionId, conversationId, messageId, replyId, content, imageIds, today, dailyLimit, historyRows } =
    input;
  // Without `opens`, `locked` is empty for a missing conversation, so nothing is opened and the limit is unused.
  const { title = null, limit = { freeLimit: 0, activeSince: new Date(0) } } = input.opens ?? {};
  const result = await executePrepared<TurnRow>(
    "accept-turn",
    sql`
    with own as (
      select id, title from conversation where id = ${conversationId} and user_id = ${userId}
    ), earlier as (
      select timestamp, content from message
      where conversation_id = ${conversationId} and id = ${messageId} and role = 'user' and exists (select 1 from own)
    ), previous as (
      select id, status, content, status = 'streaming' and timestamp > now() - ${STALE_REPLY} as live from message
      where conversation_id = ${conversationId} and reply_to = ${messageId} and role = 'assistant' and valid
      order by timestamp desc limit 1
    ), rerun as (
      select 1 from earlier where earlier.content = ${content}
        and not exists (select 1 from previous where status = 'complete' or live)
    ), locked as (
      select * from "user"
      where id = ${userId} and ${liveSessionSql(sessionId, sql`"user".id`)}
        and (exists (select 1 from own)
          or (${title}::text is not null
            and not exists (select 1 from conversation where id = ${conversationId})
            and xmin = (select u.xmin from "user" u where u.id = ${userId})))
        and (not exists (select 1 from earlier) or exists (select 1 from rerun))
      for update
    ), opened_conversation as (
      insert into conversation (id, user_id, title, is_temporary)
      select ${conversationId}, ${userId}, ${title}, not locked.save_conversations from locked
      where not exists (select 1 from own) and ${allowanceLeftSql(sql`locked`, { today, dailyLimit })}
        and ${conversationLeftSql(sql`locked`, limit)}
      on conflict do nothing
      returning id, title
    ), target as (
      select id, title from own union all select id, title from opened_conversation
    ), stored as (
      insert into message (id, conversation_id, user_id, role, content)
      select ${messageId}, ${conversationId}, ${userId}, 'user', ${content} from locked
      where exists (select 1 from target) and not exists (select 1 from earlier)
        and ${allowanceLeftSql(sql`locked`, { today, dailyLimit })}
      on conflict (conversation_id, id) do nothing
      returning id
    ), attached as (
      update image set conversation_id = ${conversationId}, message_id = ${messageId}
      where user_id = ${userId} and message_id is null and exists (select 1 from stored)
        and id in (select jsonb_array_elements_text(${JSON.stringify(imageIds)}::jsonb))
      returning id
    ), counted as (${countAgainstAllowance({ userId, sessionId, today, dailyLimit, also: sql`exists (select 1 from stored)` })}
    ), retired as (
      update message set valid = false
      where conversation_id = ${conversationId} and id = (select id from previous) and valid
        and (status = 'failed' or (status = 'streaming' and timestamp <= now() - ${STALE_REPLY}))
        and exists (select 1 from rerun) and exists (select 1 from locked)
      returning id
    ), opened as (
      insert into message (id, conversation_id, user_id, role, content, status, reply_to, timestamp)
      select ${replyId}, ${conversationId}, ${userId}, 'assistant', '', 'streaming', ${messageId}, now() + interval '1 microsecond'
      where exists (select 1 from counted) or exists (select 1 from retired)
        or (exists (select 1 from rerun) and exists (select 1 from locked) and not exists (select 1 from previous))
      returning id
    ), touched as (
      update conversation set updated_at = now(), context_needs_refresh = false
      where id = ${conversationId} and exists (select 1 from opened)
      returning id
    )
    select
      case
        when exists (select 1 from opened) then 'accepted'
        when not exists (select 1 from own) or not exists (select 1 from earlier)
          or not ${liveSessionSql(sessionId, sql`${userId}`)} then 'refused'
        when (select content from earlier) <> ${content} then 'conflict'
        when (select status from previous) = 'complete' then 'replay'
        else 'in_progress'
      end as outcome,
      coalesce((select row_to_json(counted) from counted), (select row_to_json(locked) from locked),
               (select row_to_json(u) from "user" u where u.id = ${userId})) as "user",
      (select title from target) as title,
      (select id from previous) as reply_id,
      (select content from previous) as reply_content,
      (select coalesce(json_agg(json_build_object('role', h.role, 'content', h.content) order by h.timestamp), '[]'::json)
         from (select role, content, timestamp from message
               where conversation_id = ${conversationId} and valid and status = 'complete' and id <> ${messageId}
                 and timestamp < coalesce((select timestamp from earlier), 'infinity'::timestamptz)
               order by timestamp desc limit ${historyRows}) h) as history,
      ${promptMemoriesSql(userId, sql`case when ${hasProSql(sql`now()`, sql`(select pro_ends_at from "user" where id = ${userId})`)} then ${input.memoryLimits.pro}::int else ${input.memoryLimits.free}::int end`)} as memories
  `,
  );
  const row = result.rows[0];
  if (!row || row.outcome === "refused" || !row.user) return null;
  const user = rowFromJson(users, row.user);
  if (row.outcome === "accepted") {
    const memories = row.memories.map((m) => ({
      ...m,
      updatedAt: new Date(m.updatedAt),
      lastUsedAt: m.lastUsedAt ? new Date(m.lastUsedAt) : null,
    }));
    return { outcome: "accepted", user, history: row.history, memories, title: row.title };
  }
  if (row.outcome === "replay") {
    return { outcome: "replay", user, title: row.title, reply: { id: row.reply_id!, content: row.reply_content! } };
  }
  return { outcome: row.outcome };
}

/**
 * Counts a private chat's message against the daily allowance: the one write of a private turn, which stores
 * nothing of the message. One statement that also checks the session; refused, it says why (`session`: the
 * session ended; `daily-limit`).
 */
export async function countPrivateTurn({
  userId,
  sessionId,
  today,
  dailyLimit,
}: {
  userId: string;
  sessionId: string;
  today: string;
  dailyLimit: number;
}): Promise<{ user: User } | { refused: "session" | "daily-limit" }> {
  const result = await executePrepared<{ user: Record<string, unknown> | null; session_ok: boolean }>(
    "count-private-turn",
    sql`
    with counted as (${countAgainstAllowance({ userId, sessionId, today, dailyLimit, also: sql`true` })})
    select (select row_to_json(counted) from counted) as "user",
           ${liveSessionSql(sessionId, sql`${userId}`)} as session_ok
  `,
  );
  const row = result.rows[0];
  if (row?.user) return { user: rowFromJson(users, row.user) };
  return { refused: row?.session_ok ? "daily-limit" : "session" };
}

/**
 * Why acceptTurn refused, read afresh: an ended session, another user's conversation, the conversation
 * limit (for a new one), a message id stored meanwhile by another request, or the daily limit; `raced`
 * when nothing stands in the way any more (it lost a race, e.g. to open its conversation: try again).
 */
export async function whyRefused({
  userId,
  sessionId,
  conversationId,
  messageId,
  today,
  dailyLimit,
  limit,
}: {
  userId: string;
  sessionId: string;
  conversationId: string;
  messageId: string;
  today: string;
  dailyLimit: number;
  limit: ConversationLimit;
}) {
  const result = await (
    await getDb()
  ).execute<{
    session_ok: boolean;
    owner: string | null;
    taken: boolean;
    conversation_left: boolean;
    allowance_left: boolean;
  }>(sql`
    select ${liveSessionSql(sessionId, sql`${userId}`)} as session_ok,
           (select user_id from conversation where id = ${conversationId}) as owner,
           exists (select 1 from message where conversation_id = ${conversationId} and id = ${messageId}) as taken,
           ${conversationLeftSql(sql`"user"`, limit)} as conversation_left,
           ${allowanceLeftSql(sql`"user"`, { today, dailyLimit })} as allowance_left
    from "user" where id = ${userId}
  `);
  const row = result.rows[0];
  if (!row?.session_ok) return "session" as const;
  if (row.owner !== null && row.owner !== userId) return "not-owner" as const;
  if (row.owner === null && !row.conversation_left) return "conversation-limit" as const;
  if (row.taken) return "in-progress" as const;
  if (!row.allowance_left) return "daily-limit" as const;
  return "raced" as const;
}

/**
 * Fills in the reply opened by acceptTurn: complete, or failed or stopped with whatever arrived; touches the
 * conversation, and the memory items the reply used.
 */
export async function saveReply({
  id,
  conversationId,
  content,
  status,
  memoryIds = [],
}: {
  id: string;
  conversationId: string;
  content: string;
  status: "complete" | "failed" | "stopped";
  /** The memory items the reply used: kept on it, and marked used. */
  memoryIds?: string[];
}) {
  const used = memoryIds.length > 0 ? JSON.stringify(memoryIds) : null;
  await executePrepared(
    "save-reply",
    sql`
    with reply as (
      update message set content = ${content}, status = ${status}, memory_ids = ${used}::jsonb
      where conversation_id = ${conversationId} and id = ${id} and status = 'streaming'
      returning user_id
    ), used as (
      update memory set last_used_at = now()
      where user_id = (select user_id from reply) and id in (select jsonb_array_elements_text(${used}::jsonb))
      returning id
    )
    update conversation set updated_at = now() where id = ${conversationId} and exists (select 1 from reply)
  `,
  );
}

/**
 * Stores the text a reply has so far while it streams, so a reload or another tab can pick it up: one
 * UPDATE, and only while the reply is still `streaming` (a late write never overwrites the finished reply).
 */
export async function saveReplyProgress({
  id,
  conversationId,
  content,
}: {
  id: string;
  conversationId: string;
  content: string;
}) {
  await executePrepared(
    "save-reply-progress",
    sql`
    update message set content = ${content}
    where conversation_id = ${conversationId} and id = ${id} and status = 'streaming'
  `,
  );
}

export type StoredReply = { id: string; replyTo: string; content: string; status: MessageStatus };

/** The reply (as stored so far) to the conversation's latest user message, if one was opened. */
export async function latestReply({ conversationId }: { conversationId: string }): Promise<StoredReply | undefined> {
  const result = await executePrepared<{
    id: string;
    reply_to: string;
    content: string;
    status: StoredReply["status"];
  }>(
    "latest-reply",
    sql`
    select id, reply_to, content, status from message
    where conversation_id = ${conversationId} and role = 'assistant' and valid
      and reply_to = (select id from message where conversation_id = ${conversationId} and role = 'user'
                      order by timestamp desc limit 1)
    order by timestamp desc limit 1
  `,
  );
  const row = result.rows[0];
  return row && { id: row.id, replyTo: row.reply_to, content: row.content, status: row.status };
}

/** One reply as stored now (undefined once it was retired or deleted). */
export async function replyNow({ id, conversationId }: { id: string; conversationId: string }) {
  const result = await executePrepared<{ content: string; status: StoredReply["status"] }>(
    "reply-now",
    sql`select content, status from message where conversation_id = ${conversationId} and id = ${id} and valid`,
  );
  return result.rows[0];
}

/**
 * Asks the server streaming the conversation's reply to stop it (it reads `stopRequested`). False when no
 * reply of the conversation is being written.
 */
export async function requestStop({ conversationId }: { conversationId: string }): Promise<boolean> {
  const result = await executePrepared<{ id: string }>(
    "request-stop",
    sql`
    update message set stop_requested_at = now()
    where conversation_id = ${conversationId} and role = 'assistant' and status = 'streaming'
    returning id
  `,
  );
  return result.rows.length > 0;
}

/** Whether a reply's owner asked to stop it, and whether it is still being written at all. */
export async function stopRequested({ id, conversationId }: { id: string; conversationId: string }) {
  const result = await executePrepared<{ stop: boolean; streaming: boolean }>(
    "stop-requested",
    sql`select stop_requested_at is not null as stop, status = 'streaming' as streaming from message
        where conversation_id = ${conversationId} and id = ${id}`,
  );
  return result.rows[0] ?? { stop: false, streaming: false };
}
