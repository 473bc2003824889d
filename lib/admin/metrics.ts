import "server-only";
import {
  activeUsers,
  activityPerDay,
  proHolders,
  redeemUse,
  safetyFigures,
  signupsPerDay,
  trialConversion,
} from "@/db/queries/admin-metrics";
import { monthlyEquivalentCents, PAID_PLAN_DETAILS, type PaidPlanId } from "@/lib/billing/plans";
import { utcToday } from "@/lib/limits/plan-limits";
import { SAFETY_CATEGORIES } from "@/lib/safety/categories";

const DAY_MS = 86_400_000;

/** The UTC days from `since` to `today`, so a chart has a point for every day, zero where nothing happened. */
function daysFrom(since: string, today: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(since); t <= Date.parse(today); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The dashboard's overview for the last `days` days (UTC), from seven aggregate queries run together. */
export async function dashboardMetrics({ days }: { days: number }, now = new Date()) {
  const today = utcToday(now);
  const since = utcToday(new Date(now.getTime() - (days - 1) * DAY_MS));
  const [signups, activity, active, holders, trials, redeemed, safety] = await Promise.all([
    signupsPerDay({ since }),
    activityPerDay({ since }),
    activeUsers({ today }),
    proHolders(),
    trialConversion({ since }),
    redeemUse({ since }),
    safetyFigures({ since }),
  ]);
  const signupsBy = new Map(signups.map((row) => [row.day, row]));
  const activityBy = new Map(activity.map((row) => [row.day, row]));
  const redeemedBy = new Map(redeemed.perDay.map((row) => [row.day, row.redemptions]));
  const series = daysFrom(since, today).map((day) => {
    const s = signupsBy.get(day);
    const a = activityBy.get(day);
    return {
      day,
      signups: s ? s.free + s.subscription + s.granted + s.lifetime : 0,
      free: s?.free ?? 0,
      subscription: s?.subscription ?? 0,
      granted: s?.granted ?? 0,
      lifetime: s?.lifetime ?? 0,
      messages: a?.messages ?? 0,
      activeUsers: a?.activeUsers ?? 0,
      redemptions: redeemedBy.get(day) ?? 0,
    };
  });
  const proBySource = { subscription: 0, granted: 0, lifetime: 0 };
  let mrrCents = 0;
  let activeSubscriptions = 0;
  for (const row of holders) {
    if (row.plan in proBySource) proBySource[row.plan as keyof typeof proBySource] += row.users;
    if (row.plan === "subscription" && row.subscriptionStatus === "active" && row.subscriptionPlan) {
      activeSubscriptions += row.users;
      mrrCents += row.users * monthlyEquivalentCents(PAID_PLAN_DETAILS[row.subscriptionPlan as PaidPlanId]);
    }
  }
  return {
    days,
    since,
    today,
    series,
    activeUsers: active,
    proBySource,
    activeSubscriptions,
    mrrCents,
    trials,
    redeem: { ...redeemed.totals, inPeriod: redeemed.perDay.reduce((sum, row) => sum + row.redemptions, 0) },
    safety: {
      matches: SAFETY_CATEGORIES.map((category) => ({
        category,
        matches: safety.categories.find((row) => row.category === category)?.matches ?? 0,
      })),
      flaggedForReview: safety.flaggedForReview,
    },
  };
}

export type DashboardMetrics = Awaited<ReturnType<typeof dashboardMetrics>>;
