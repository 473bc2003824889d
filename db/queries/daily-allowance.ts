import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { hasProSql } from "./entitlement";
import { liveSessionSql } from "./sessions";

type Allowance = { today: string; dailyLimit: number };

/**
 * "One more may be counted today" for the user row read as `row` (`"user"`, or a CTE holding the row):
 * Pro has no limit; otherwise the count restarts on a new UTC day and stops at `dailyLimit`.
 */
export function allowanceLeftSql(row: SQL, { today, dailyLimit }: Allowance): SQL<boolean> {
  return sql<boolean>`(${hasProSql(undefined, sql`${row}.pro_ends_at`)}
    or ${row}.last_request_date is distinct from ${today}::date or ${row}.advice_requests_today < ${dailyLimit})`;
}

/**
 * The daily allowance shared by chat and advice (spec: `adviceRequestsToday`), as a CTE: an UPDATE counting one
 * against today's UTC count (test mode too) that returns the user row, or none when refused (over the limit,
 * ended session, `also` false). Its row lock makes the limit hold exactly under concurrency.
 */
export function countAgainstAllowance({
  userId,
  sessionId,
  today,
  dailyLimit,
  also,
}: Allowance & {
  userId: string;
  /** The request's session (user_session.id): it must still be live. */
  sessionId: string;
  /** A further condition, e.g. that the conversation is the user's. */
  also: SQL;
}): SQL {
  return sql`
    update "user" set
      advice_requests_today = case when "user".last_request_date = ${today}::date then "user".advice_requests_today + 1 else 1 end,
      last_request_date = ${today}::date
    where "user".id = ${userId} and ${liveSessionSql(sessionId, sql`"user".id`)} and ${also}
      and ${allowanceLeftSql(sql`"user"`, { today, dailyLimit })}
    returning "user".*`;
}
