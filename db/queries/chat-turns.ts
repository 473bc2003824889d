import { sql } from "drizzle-orm";
import { executePrepared, getDb } from "../client";
import { rowFromJson } from "../json-row";
import { countAgainstAllowance } from "./daily-allowance";
import { users, type User } from "../schema";

export type HistoryTurn = { role: "user" | "assistant"; content: string };

export type AcceptedTurn = {
  user: User;
  /** The text the model answers: the stored text when this message id was sent before (a retry). */
  prompt: string;
  /** Earlier complete turns of the conversation, oldest first. */
  history: HistoryTurn[];
  title: string;
};

type TurnRow = { user: Record<string, unknown>; prompt: string; history: HistoryTurn[]; title: string };

/**
 * Accepts one user message in a single statement (one round trip before the model starts): checks the
 * session version (revocation), the conversation's owner and the daily limit, counts the message
 * (not in test mode), stores it (once per message id), retires replies to it from an earlier try, and
 * returns the user and the history for the prompt. No row back means refused; `whyRefused` says why.
 * (Postgres runs every data-modifying CTE whether or not the final SELECT reads it.)
 * The row lock taken by the UPDATE serialises concurrent sends, so the limit holds exactly.
 */
export async function acceptTurn(input: {
  userId: string;
  sessionVersion: number;
  conversationId: string;
  messageId: string;
  content: string;
  today: string;
  dailyLimit: number;
  historyRows: number;
}): Promise<AcceptedTurn | null> {
  const { userId, sessionVersion, conversationId, messageId, content, today, dailyLimit, historyRows } = input;
  const result = await executePrepared<TurnRow>(
    "accept-turn",
    sql`
    with target as (
      select id, title from conversation where id = ${conversationId} and user_id = ${userId}
    ), earlier as (
      select timestamp, content from message where id = ${messageId} and conversation_id = ${conversationId}
    ), counted as (${countAgainstAllowance({ userId, sessionVersion, today, dailyLimit, also: sql`exists (select 1 from target)` })}
    ), stored as (
      insert into message (id, conversation_id, role, content)
      select ${messageId}, ${conversationId}, 'user', ${content} from counted
      on conflict (id) do nothing
      returning id
    ), retired as (
      update message set valid = false
      where conversation_id = ${conversationId} and role = 'assistant' and valid
        and timestamp >= (select timestamp from earlier) and exists (select 1 from counted)
      returning id
    ), touched as (
      update conversation set updated_at = now(), context_needs_refresh = false
      where id = ${conversationId} and exists (select 1 from counted)
      returning id
    )
    select row_to_json(counted) as "user",
      coalesce((select content from earlier), ${content}) as prompt,
      (select title from target) as title,
      (select coalesce(json_agg(json_build_object('role', h.role, 'content', h.content) order by h.timestamp), '[]'::json)
         from (select role, content, timestamp from message
               where conversation_id = ${conversationId} and valid and status = 'complete' and id <> ${messageId}
                 and timestamp < coalesce((select timestamp from earlier), 'infinity'::timestamptz)
               order by timestamp desc limit ${historyRows}) h) as history
    from counted
  `,
  );
  const row = result.rows[0];
  if (!row) return null;
  return { user: rowFromJson(users, row.user), prompt: row.prompt, history: row.history, title: row.title };
}

/** Why acceptTurn refused: a revoked session, a conversation that is not the user's (or not there), or the limit. */
export async function whyRefused({
  userId,
  sessionVersion,
  conversationId,
}: {
  userId: string;
  sessionVersion: number;
  conversationId: string;
}) {
  const result = await (
    await getDb()
  ).execute<{ session_ok: boolean; owner: string | null }>(sql`
    select (select session_version = ${sessionVersion} from "user" where id = ${userId}) as session_ok,
           (select user_id from conversation where id = ${conversationId}) as owner
  `);
  const row = result.rows[0];
  if (!row?.session_ok) return "session" as const;
  if (row.owner === null) return "no-conversation" as const;
  if (row.owner !== userId) return "not-owner" as const;
  return "limit" as const;
}

/** Stores the assistant's reply (complete, or failed with whatever arrived) and touches the conversation. */
export async function saveReply({
  id,
  conversationId,
  content,
  status,
}: {
  id: string;
  conversationId: string;
  content: string;
  status: "complete" | "failed";
}) {
  await executePrepared(
    "save-reply",
    sql`
    with reply as (
      insert into message (id, conversation_id, role, content, status)
      values (${id}, ${conversationId}, 'assistant', ${content}, ${status})
      on conflict (id) do nothing
      returning id
    )
    update conversation set updated_at = now() where id = ${conversationId} and exists (select 1 from reply)
  `,
  );
}
