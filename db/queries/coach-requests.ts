import "server-only";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { CoachAnswer } from "@/lib/coach/answer";
import type { HelpCardData } from "@/lib/safety/help-card";
import { executePrepared, getDb } from "../client";
import { rowFromJson } from "../json-row";
import { coachRequests, users, type CoachRequestRow, type User } from "../schema";
import { countAgainstAllowance } from "./daily-allowance";
import { likePattern, newestFirstWindow } from "./keyset";
import { liveSessionSql } from "./sessions";

export type AcceptedCoachRun = { user: User; request: CoachRequestRow };
type RunRow = { user: Record<string, unknown>; request: Record<string, unknown> };

/**
 * Accepts a coach request in one statement, as advice does: live session, the daily allowance shared with chat
 * and advice (none for Pro), stored once per client id and temporary when the user saves no conversation data;
 * the same id again only retries the user's own failed (or dead) run, counting again. No row back means refused.
 */
export async function acceptCoachRequest(input: {
  userId: string;
  sessionId: string;
  id: string;
  draft: string;
  want: string | null;
  recipient: string | null;
  today: string;
  dailyLimit: number;
  staleBefore: Date;
}): Promise<AcceptedCoachRun | null> {
  const { userId, sessionId, id, draft, want, recipient, today, dailyLimit, staleBefore } = input;
  const result = await executePrepared<RunRow>(
    "accept-coach-request",
    sql`
    with earlier as (
      select user_id, status, run_started_at from coach_request where id = ${id}
    ), counted as (${countAgainstAllowance({
      userId,
      sessionId,
      today,
      dailyLimit,
      also: sql`not exists (select 1 from earlier where user_id <> ${userId} or status = 'complete'
        or (status = 'streaming' and run_started_at > ${staleBefore}))`,
    })}
    ), stored as (
      insert into coach_request (id, user_id, draft, want, recipient, is_temporary)
      select ${id}, ${userId}, ${draft}, ${want}, ${recipient}, not counted.save_conversations from counted
      on conflict (id) do update set status = 'streaming', result = null, help_card = null,
        attempt = coach_request.attempt + 1, run_started_at = now()
      where coach_request.user_id = ${userId} and coach_request.status <> 'complete'
        and not (coach_request.status = 'streaming' and coach_request.run_started_at > ${staleBefore})
      returning *
    )
    select row_to_json(counted) as "user", row_to_json(stored) as request from counted, stored
  `,
  );
  const row = result.rows[0];
  return row ? { user: rowFromJson(users, row.user), request: rowFromJson(coachRequests, row.request) } : null;
}

/** The session check and the stored request (whoever owns it): why a run was refused. */
export async function coachRefusalFacts({
  userId,
  sessionId,
  id,
}: {
  userId: string;
  sessionId: string;
  id: string;
}): Promise<{ sessionOk: boolean; request: CoachRequestRow | undefined }> {
  const result = await (
    await getDb()
  ).execute<{ session_ok: boolean | null; request: Record<string, unknown> | null }>(sql`
    select ${liveSessionSql(sessionId, sql`${userId}`)} as session_ok,
           (select row_to_json(c) from coach_request c where c.id = ${id}) as request
  `);
  const row = result.rows[0];
  return {
    sessionOk: row?.session_ok === true,
    request: row?.request ? rowFromJson(coachRequests, row.request) : undefined,
  };
}

/** Stores how a run ended (the answer, or failed with none); only the current attempt may settle the row. */
export async function settleCoachRun({
  id,
  attempt,
  result,
  helpCard,
}: {
  id: string;
  attempt: number;
  result: CoachAnswer | null;
  helpCard: HelpCardData | null;
}): Promise<void> {
  await (
    await getDb()
  )
    .update(coachRequests)
    .set({ status: result ? "complete" : "failed", result, helpCard })
    .where(and(eq(coachRequests.id, id), eq(coachRequests.attempt, attempt)));
}

/** A user's coach requests, newest first: `q` searches the draft and the rewrite; keyset pages by cursor. */
export async function listCoachRequests({
  userId,
  q,
  since,
  cursor,
  limit,
}: {
  userId: string;
  q?: string;
  since?: Date;
  cursor?: { at: Date; id: string };
  limit: number;
}) {
  const filters = newestFirstWindow(
    { userId: coachRequests.userId, at: coachRequests.createdAt, id: coachRequests.id },
    { userId, since, cursor },
  );
  if (q) {
    const pattern = likePattern(q);
    filters.push(
      sql`(${coachRequests.draft} ilike ${pattern} or coalesce(${coachRequests.result}->>'rewrite', '') ilike ${pattern})`,
    );
  }
  return (await getDb())
    .select({
      id: coachRequests.id,
      draft: coachRequests.draft,
      result: coachRequests.result,
      sent: coachRequests.sent,
      outcome: coachRequests.outcome,
      createdAt: coachRequests.createdAt,
    })
    .from(coachRequests)
    .where(and(...filters))
    .orderBy(desc(coachRequests.createdAt), desc(coachRequests.id))
    .limit(limit);
}

const ownRow = (id: string, userId: string, since?: Date) =>
  and(
    eq(coachRequests.id, id),
    eq(coachRequests.userId, userId),
    since ? gt(coachRequests.createdAt, since) : undefined,
  );

export async function findOwnCoachRequest({ id, userId, since }: { id: string; userId: string; since?: Date }) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(coachRequests)
    .where(ownRow(id, userId, since));
  return row;
}

/** Records "I sent it" and how it went on the user's own request; undefined when there is none. */
export async function setCoachFeedback({
  id,
  userId,
  since,
  feedback,
}: {
  id: string;
  userId: string;
  since?: Date;
  feedback: { sent?: boolean; outcome?: CoachRequestRow["outcome"] };
}) {
  const [row] = await (
    await getDb()
  )
    .update(coachRequests)
    .set(feedback)
    .where(ownRow(id, userId, since))
    .returning();
  return row;
}

/** Deletes one of the user's requests. The daily count is kept: a deleted request was still read. */
export async function deleteCoachRequest({ id, userId }: { id: string; userId: string }) {
  const [row] = await (
    await getDb()
  )
    .delete(coachRequests)
    .where(ownRow(id, userId))
    .returning({ id: coachRequests.id });
  return row;
}

/** Temporary coach requests (saving turned off) end with the session, or a while after they were made. */
export async function deleteTemporaryCoachRequests({ userId, madeBefore }: { userId?: string; madeBefore?: Date }) {
  const deleted = await (
    await getDb()
  )
    .delete(coachRequests)
    .where(
      and(
        eq(coachRequests.isTemporary, true),
        userId ? eq(coachRequests.userId, userId) : undefined,
        madeBefore ? lt(coachRequests.createdAt, madeBefore) : undefined,
      ),
    )
    .returning({ id: coachRequests.id });
  return deleted.length;
}
