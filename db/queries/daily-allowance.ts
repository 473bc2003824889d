import { sql, type SQL } from "drizzle-orm";
import { hasProSql } from "./entitlement";

/**
 * The one daily allowance shared by chat messages and advice requests (spec: `adviceRequestsToday`):
 * an UPDATE that counts one against today's UTC count and returns the user row, or no row when refused
 * (over the limit, a revoked session, or `also` false). Free of cost in test mode; Pro has no limit.
 * Its row lock serialises concurrent requests of one user, so the limit holds exactly. Used as a CTE.
 */
export function countAgainstAllowance({
  userId,
  sessionVersion,
  today,
  dailyLimit,
  also,
}: {
  userId: string;
  sessionVersion: number;
  today: string;
  dailyLimit: number;
  /** A further condition, e.g. that the conversation is the user's. */
  also: SQL;
}): SQL {
  return sql`
    update "user" set
      advice_requests_today = case when "user".test_mode then "user".advice_requests_today
                                   when "user".last_request_date = ${today}::date then "user".advice_requests_today + 1 else 1 end,
      last_request_date = case when "user".test_mode then "user".last_request_date else ${today}::date end
    where "user".id = ${userId} and "user".session_version = ${sessionVersion} and ${also}
      and ("user".test_mode or ${hasProSql()}
           or "user".last_request_date is distinct from ${today}::date or "user".advice_requests_today < ${dailyLimit})
    returning "user".*`;
}
