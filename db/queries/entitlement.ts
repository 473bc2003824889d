import { sql, type SQL } from "drizzle-orm";
import { users } from "../schema";

/**
 * "Has Pro" in SQL: the stored entitlement (`pro_ends_at`, see db/schema.ts) has not ended at `at`.
 * `proEndsAt` names the column when the user row is read under another name (a CTE).
 */
export function hasProSql(at: SQL | Date = sql`now()`, proEndsAt: SQL = sql`${users.proEndsAt}`): SQL<boolean> {
  return sql<boolean>`coalesce(${proEndsAt} > ${at}, false)`;
}

/** Pro that never ends, in SQL (lifetime, or a grant without an end): the entitlement ends in the year 9999. */
export function lifetimeProSql(proEndsAt: SQL = sql`${users.proEndsAt}`): SQL<boolean> {
  return sql<boolean>`coalesce(${proEndsAt} >= '9999-01-01T00:00:00Z'::timestamptz, false)`;
}

/**
 * The history window in SQL (TypeScript: `historySince`, lib/limits/plan-limits.ts): `at` falls after
 * `since`, the free plan's window start, or the user `userId` has Pro and sees all of it.
 */
export function inHistorySql(at: SQL, { userId, since }: { userId: string; since: Date }): SQL<boolean> {
  return sql<boolean>`(${at} > ${since} or exists (select 1 from "user" where "user".id = ${userId} and ${hasProSql()}))`;
}

/**
 * How an account holds Pro now, for the admin's figures: `free`, `lifetime`, a running `subscription`
 * (TypeScript: `subscriptionRunning`, lib/billing/subscription-state.ts) or a `granted` period (codes).
 */
export function proHeldSql(): SQL<"free" | "lifetime" | "subscription" | "granted"> {
  return sql`case when not ${hasProSql()} then 'free' when ${lifetimeProSql()} then 'lifetime'
    when ${users.subscriptionStatus} <> 'free' and ${users.subscriptionExpiresAt} > now() then 'subscription'
    else 'granted' end`;
}
