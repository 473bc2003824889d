import "server-only";
import { listAdviceSince } from "@/db/queries/advice-requests";
import { listCheckins } from "@/db/queries/checkins";
import type { User } from "@/db/schema";
import { titleFrom } from "@/lib/chat/title";
import { historySince } from "@/lib/limits/plan-limits";
import type { Insights } from "./checkin-view";
import { checkinView, todayOf } from "./checkins";
import { addDays, dayIn, isoWeekOf, mondayOf } from "./weeks";

/** How many weeks the page shows, up to this one. */
export const INSIGHT_WEEKS = 52;
/** At most this many advice requests are read for those weeks. */
const ADVICE_LIMIT = 200;
const DAY_MS = 86_400_000;

/**
 * The insights page's data: a year of the person's check-ins and the advice requests they asked in those
 * weeks (each placed in its week in their time zone), within the plan's history window. A guest has none.
 */
export async function insightsOf(user: User, now = new Date()): Promise<Insights> {
  const today = todayOf(user, now);
  const week = isoWeekOf(today);
  const from = isoWeekOf(addDays(today, -7 * (INSIGHT_WEEKS - 1)));
  const window = historySince(user, now);
  const base = { today, week, timeZone: user.timeZone, from, adviceWindowLimited: window !== undefined };
  if (user.isGuest) return { ...base, checkins: [], advice: [] };

  // A day's slack before the first Monday: a zone ahead of UTC starts its week the day before, in UTC.
  const firstMonday = new Date(`${mondayOf(from)}T00:00:00Z`).getTime() - DAY_MS;
  const since = new Date(Math.max(firstMonday, window?.getTime() ?? firstMonday));
  const [rows, advice] = await Promise.all([
    listCheckins({ userId: user.id, from, to: week }),
    listAdviceSince({ userId: user.id, since, limit: ADVICE_LIMIT }),
  ]);
  return {
    ...base,
    checkins: rows.map(checkinView),
    advice: advice
      .map((row) => ({
        id: row.id,
        title: titleFrom(row.situation),
        week: isoWeekOf(dayIn(user.timeZone, row.createdAt)),
        createdAt: row.createdAt.toISOString(),
        helpful: row.helpful,
        followUp: row.followUp,
      }))
      .filter((row) => row.week >= from),
  };
}
