import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../client";
import { hasProSql, proHeldSql } from "./entitlement";

/**
 * The admin dashboard's figures, each one aggregate over an index (bench/admin-queries.ts times them on a
 * seeded database). `since` is a UTC day (YYYY-MM-DD).
 */

/** How an account holds Pro now: free, a subscription, granted for a period (codes), or lifetime. */
const planClass = proHeldSql();

type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>) => (await (await getDb()).execute<T>(query)).rows;

/** Accounts (not guests) made per UTC day, split by the plan each holds now (the plan mix). */
export function signupsPerDay({ since }: { since: string }) {
  return rows<{ day: string; free: number; subscription: number; granted: number; lifetime: number }>(sql`
    select day, count(*) filter (where plan = 'free')::int as free,
      count(*) filter (where plan = 'subscription')::int as subscription,
      count(*) filter (where plan = 'granted')::int as granted,
      count(*) filter (where plan = 'lifetime')::int as lifetime
    from (select (created_at at time zone 'UTC')::date::text as day, ${planClass} as plan
          from "user" where created_at >= ${since}::date at time zone 'UTC' and not is_guest) s
    group by day order by day`);
}

/** Messages people sent and the people who sent them (DAU), per UTC day. */
export function activityPerDay({ since }: { since: string }) {
  return rows<{ day: string; messages: number; activeUsers: number }>(sql`
    select day::text as day, sum(messages)::int as messages, count(*)::int as "activeUsers"
    from user_activity_day where day >= ${since}::date group by day order by day`);
}

/**
 * Distinct people active on the UTC day `today`, in the 7 days to it, and in the 30 days to it: each
 * person's last active day once (one hash aggregate), then counted three ways.
 */
export async function activeUsers({ today }: { today: string }) {
  const [row] = await rows<{ dau: number; wau: number; mau: number }>(sql`
    select count(*) filter (where last_day = ${today}::date)::int as dau,
      count(*) filter (where last_day > ${today}::date - 7)::int as wau,
      count(*)::int as mau
    from (select max(day) as last_day from user_activity_day
          where day > ${today}::date - 30 and day <= ${today}::date group by user_id) active`);
  return row!;
}

/** Everyone with Pro now, by how they hold it, with the subscriptions' plan and status (for MRR). */
export function proHolders() {
  return rows<{ plan: string; subscriptionPlan: string | null; subscriptionStatus: string; users: number }>(sql`
    select ${planClass} as plan, subscription_plan as "subscriptionPlan", subscription_status as "subscriptionStatus",
      count(*)::int as users
    from "user" where ${hasProSql()} group by 1, 2, 3`);
}

/** Trials that ended since `since`, and how many of them became paid subscriptions. */
export async function trialConversion({ since }: { since: string }) {
  const [row] = await rows<{ trials: number; converted: number }>(sql`
    select count(*)::int as trials,
      count(*) filter (where subscription_status in ('active', 'past_due')
        or (subscription_status = 'canceled' and subscription_expires_at > trial_ends_at + interval '1 day'))::int as converted
    from "user" where trial_ends_at >= ${since}::date at time zone 'UTC' and trial_ends_at <= now()`);
  return row!;
}

/** Codes redeemed per UTC day, and the codes' totals. */
export async function redeemUse({ since }: { since: string }) {
  const [perDay, [totals]] = await Promise.all([
    rows<{ day: string; redemptions: number }>(sql`
      select (redeemed_at at time zone 'UTC')::date::text as day, count(*)::int as redemptions
      from redeem_code_usage where redeemed_at >= ${since}::date at time zone 'UTC' group by 1 order by 1`),
    rows<{ codes: number; uses: number; active: number }>(sql`
      select count(*)::int as codes, coalesce(sum(current_uses), 0)::int as uses,
        count(*) filter (where is_active and (expires_at is null or expires_at > now()) and current_uses < max_uses)::int as active
      from redeem_code`),
  ]);
  return { perDay, totals: totals! };
}

/**
 * The safety check's matches since `since`, per category, and the accounts flagged as possibly under 18
 * awaiting review: counts only (safety_metric holds nothing else — no user, no conversation, no text).
 */
export async function safetyFigures({ since }: { since: string }) {
  const [categories, [flagged]] = await Promise.all([
    rows<{ category: string; matches: number }>(sql`
      select category, sum(count)::int as matches from safety_metric where day >= ${since}::date group by category`),
    rows<{ accounts: number }>(sql`
      select count(*)::int as accounts from "user" where under18_flagged_at is not null`),
  ]);
  return { categories, flaggedForReview: flagged!.accounts };
}
