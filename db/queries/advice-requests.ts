import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import type { HelpCardData } from "@/lib/safety/help-card";
import { executePrepared, getDb } from "../client";
import { rowFromJson } from "../json-row";
import { adviceRequests, users, type AdviceRequest, type User } from "../schema";
import { countAgainstAllowance } from "./daily-allowance";
import { inHistorySql } from "./entitlement";
import { likePattern, newestFirstWindow } from "./keyset";
import { liveSessionSql } from "./sessions";

export type AcceptedRun = { user: User; request: AdviceRequest };
type RunRow = { user: Record<string, unknown>; request: Record<string, unknown> };

function acceptedRun(row: RunRow | undefined): AcceptedRun | null {
  if (!row) return null;
  return { user: rowFromJson(users, row.user), request: rowFromJson(adviceRequests, row.request) };
}

/** A run still under way: streaming, and started after `staleBefore` (an older one's server has died). */
const liveRun = (staleBefore: Date) => sql`(status = 'streaming' and run_started_at > ${staleBefore})`;

/**
 * Accepts an advice request in one statement: live session, the daily allowance shared with chat (none for Pro),
 * stored once per client id; the same id again only retries the user's own failed (or dead) run, counting again.
 * No row back means refused (`adviceRefusalFacts` says why); the allowance's row lock serialises a user's requests.
 */
export async function acceptAdviceRequest(input: {
  userId: string;
  sessionId: string;
  id: string;
  situation: string;
  action: string;
  reaction: string | null;
  today: string;
  dailyLimit: number;
  staleBefore: Date;
}): Promise<AcceptedRun | null> {
  const { userId, sessionId, id, situation, action, reaction, today, dailyLimit, staleBefore } = input;
  const result = await executePrepared<RunRow>(
    "accept-advice-request",
    sql`
    with earlier as (
      select user_id, status, run_started_at from advice_request where id = ${id}
    ), counted as (${countAgainstAllowance({
      userId,
      sessionId,
      today,
      dailyLimit,
      also: sql`not exists (select 1 from earlier where user_id <> ${userId} or status = 'complete' or ${liveRun(staleBefore)})`,
    })}
    ), stored as (
      insert into advice_request (id, user_id, situation, action, reaction)
      select ${id}, ${userId}, ${situation}, ${action}, ${reaction} from counted
      on conflict (id) do update set status = 'streaming', analysis = null, persona = null, offline = null,
        attempt = advice_request.attempt + 1, run_started_at = now()
      where advice_request.user_id = ${userId} and advice_request.status <> 'complete'
        and not (advice_request.status = 'streaming' and advice_request.run_started_at > ${staleBefore})
      returning *
    )
    select row_to_json(counted) as "user", row_to_json(stored) as request from counted, stored
  `,
  );
  return acceptedRun(result.rows[0]);
}

/** The session check, the user and the stored request (whoever owns it): why a run was refused. */
export async function adviceRefusalFacts({
  userId,
  sessionId,
  id,
}: {
  userId: string;
  sessionId: string;
  id: string;
}): Promise<{ sessionOk: boolean; user: User | undefined; request: AdviceRequest | undefined }> {
  const result = await (
    await getDb()
  ).execute<{
    session_ok: boolean | null;
    user: Record<string, unknown> | null;
    request: Record<string, unknown> | null;
  }>(sql`
    select ${liveSessionSql(sessionId, sql`${userId}`)} as session_ok,
           (select row_to_json(u) from "user" u where u.id = ${userId}) as "user",
           (select row_to_json(a) from advice_request a where a.id = ${id}) as request
  `);
  const row = result.rows[0];
  return {
    sessionOk: row?.session_ok === true,
    user: row?.user ? rowFromJson(users, row.user) : undefined,
    request: row?.request ? rowFromJson(adviceRequests, row.request) : undefined,
  };
}

/**
 * Accepts a follow-up (how it went) on the user's own complete request, within the history window, in one
 * statement: it counts against the daily allowance like a request, and replaces a follow-up whose run
 * failed or died. A follow-up that is answered, or still being answered, is left alone (no row back).
 */
export async function acceptFollowUp(input: {
  userId: string;
  sessionId: string;
  id: string;
  text: string;
  today: string;
  dailyLimit: number;
  /** The free plan's history window: older requests are out of view unless the user has Pro. */
  since: Date;
  staleBefore: Date;
}): Promise<AcceptedRun | null> {
  const { userId, sessionId, id, text, today, dailyLimit, since, staleBefore } = input;
  const open = sql`(advice_request.follow_up_status is null or advice_request.follow_up_status = 'failed'
    or (advice_request.follow_up_status = 'streaming' and advice_request.run_started_at <= ${staleBefore}))`;
  const result = await executePrepared<RunRow>(
    "accept-advice-follow-up",
    sql`
    with target as (
      select id from advice_request
      where id = ${id} and user_id = ${userId} and status = 'complete' and ${open}
        and ${inHistorySql(sql`created_at`, { userId, since })}
    ), counted as (${countAgainstAllowance({ userId, sessionId, today, dailyLimit, also: sql`exists (select 1 from target)` })}
    ), stored as (
      update advice_request set follow_up = ${text}, follow_up_status = 'streaming', follow_up_analysis = null,
        follow_up_at = now(), attempt = attempt + 1, run_started_at = now()
      where id = ${id} and ${open} and exists (select 1 from counted)
      returning *
    )
    select row_to_json(counted) as "user", row_to_json(stored) as request from counted, stored
  `,
  );
  return acceptedRun(result.rows[0]);
}

/**
 * Stores how a run ended: the analysis (complete) or nothing (failed), with who answered and the help
 * card shown above it (null when the safety check did not match). Only the run that is current may
 * settle the row, so a retry is never overwritten by the run it replaced.
 */
export async function settleAdviceRun({
  id,
  attempt,
  part,
  analysis,
  persona,
  offline,
  helpCard,
}: {
  id: string;
  attempt: number;
  part: "request" | "followUp";
  analysis: AdviceAnalysis | null;
  persona: string;
  offline: boolean;
  helpCard: HelpCardData | null;
}): Promise<void> {
  const status = analysis ? "complete" : "failed";
  const json = analysis ? JSON.stringify(analysis) : null;
  const card = helpCard ? JSON.stringify(helpCard) : null;
  await executePrepared(
    part === "request" ? "settle-advice-request" : "settle-advice-follow-up",
    part === "request"
      ? sql`update advice_request set status = ${status}, analysis = ${json}::jsonb, persona = ${persona}, offline = ${offline},
              help_card = ${card}::jsonb
            where id = ${id} and attempt = ${attempt}`
      : sql`update advice_request set follow_up_status = ${status}, follow_up_analysis = ${json}::jsonb,
              follow_up_help_card = ${card}::jsonb
            where id = ${id} and attempt = ${attempt}`,
  );
}

/** A help card that came after the answer was stored (a late safety verdict): stored with it. */
export async function attachAdviceHelpCard({
  id,
  attempt,
  part,
  helpCard,
}: {
  id: string;
  attempt: number;
  part: "request" | "followUp";
  helpCard: HelpCardData;
}): Promise<void> {
  const card = JSON.stringify(helpCard);
  await (
    await getDb()
  ).execute(
    part === "request"
      ? sql`update advice_request set help_card = ${card}::jsonb where id = ${id} and attempt = ${attempt}`
      : sql`update advice_request set follow_up_help_card = ${card}::jsonb where id = ${id} and attempt = ${attempt}`,
  );
}

/** A user's requests, newest first, for the history: `q` searches the three texts; keyset pages by cursor. */
export async function listAdviceRequests({
  userId,
  q,
  since,
  cursor,
  limit,
}: {
  userId: string;
  q?: string;
  since?: Date;
  /** The last row of the previous page: its created_at and id. */
  cursor?: { at: Date; id: string };
  limit: number;
}) {
  const filters = newestFirstWindow(
    { userId: adviceRequests.userId, at: adviceRequests.createdAt, id: adviceRequests.id },
    { userId, since, cursor },
  );
  if (q) {
    const pattern = likePattern(q);
    filters.push(
      sql`(${adviceRequests.situation} ilike ${pattern} or ${adviceRequests.action} ilike ${pattern} or ${adviceRequests.reaction} ilike ${pattern})`,
    );
  }
  return (await getDb())
    .select({
      id: adviceRequests.id,
      situation: sql<string>`left(${adviceRequests.situation}, 200)`,
      createdAt: adviceRequests.createdAt,
      status: adviceRequests.status,
      runStartedAt: adviceRequests.runStartedAt,
      persona: adviceRequests.persona,
      helpful: adviceRequests.helpful,
      followedUp: sql<boolean>`coalesce(${adviceRequests.followUpStatus} = 'complete', false)`,
    })
    .from(adviceRequests)
    .where(and(...filters))
    .orderBy(desc(adviceRequests.createdAt), desc(adviceRequests.id))
    .limit(limit);
}

export async function findOwnAdviceRequest({ id, userId, since }: { id: string; userId: string; since?: Date }) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(adviceRequests)
    .where(
      and(
        eq(adviceRequests.id, id),
        eq(adviceRequests.userId, userId),
        since ? gt(adviceRequests.createdAt, since) : undefined,
      ),
    );
  return row;
}

/** Records helpful / unhelpful on the user's own answered request; undefined when there is none. */
export async function setAdviceFeedback({
  id,
  userId,
  helpful,
  since,
}: {
  id: string;
  userId: string;
  helpful: boolean;
  since?: Date;
}) {
  const [row] = await (
    await getDb()
  )
    .update(adviceRequests)
    .set({ helpful })
    .where(
      and(
        eq(adviceRequests.id, id),
        eq(adviceRequests.userId, userId),
        eq(adviceRequests.status, "complete"),
        since ? gt(adviceRequests.createdAt, since) : undefined,
      ),
    )
    .returning({ id: adviceRequests.id, helpful: adviceRequests.helpful });
  return row;
}

/** Deletes one of the user's requests. The daily count is kept: a deleted request was still asked. */
export async function deleteAdviceRequest({ id, userId }: { id: string; userId: string }) {
  const [row] = await (
    await getDb()
  )
    .delete(adviceRequests)
    .where(and(eq(adviceRequests.id, id), eq(adviceRequests.userId, userId)))
    .returning({ id: adviceRequests.id });
  return row;
}

/**
 * The user's requests asked after `since`, newest first, for the insights page: the situation's start, the
 * feedback and how it went when they tried it (their follow-up, shortened).
 */
export async function listAdviceSince({ userId, since, limit }: { userId: string; since: Date; limit: number }) {
  return (await getDb())
    .select({
      id: adviceRequests.id,
      situation: sql<string>`left(${adviceRequests.situation}, 200)`,
      createdAt: adviceRequests.createdAt,
      helpful: adviceRequests.helpful,
      followUp: sql<string | null>`left(${adviceRequests.followUp}, 500)`,
    })
    .from(adviceRequests)
    .where(and(eq(adviceRequests.userId, userId), gt(adviceRequests.createdAt, since)))
    .orderBy(desc(adviceRequests.createdAt), desc(adviceRequests.id))
    .limit(limit);
}
