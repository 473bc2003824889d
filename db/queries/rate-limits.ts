import { sql, type SQL } from "drizzle-orm";
import { getDb } from "../client";
import { rateLimits } from "../schema";

/**
 * Counts one hit in a fixed window and returns the count so far and the seconds until the window ends.
 * One statement (insert or update), so concurrent hits on any number of instances are all counted.
 */
export async function countHit({ key, windowSeconds }: { key: string; windowSeconds: number }) {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await (
    await getDb()
  )
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${window} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  return row!;
}

/** A growing pause between attempts: none for the first `freeAttempts`, then doubling up to `maxPauseSeconds`. */
export type PauseRule = {
  freeAttempts: number;
  firstPauseSeconds: number;
  maxPauseSeconds: number;
  /** How long the attempts are remembered after the last one. */
  memorySeconds: number;
};

/** The pause owed after the row's attempts so far, as an interval. */
function pauseOwed(rule: PauseRule): SQL {
  const count = rateLimits.count;
  return sql`make_interval(secs => case when ${count} < ${rule.freeAttempts} then 0
    else least(${rule.maxPauseSeconds}, ${rule.firstPauseSeconds} * power(2, ${count} - ${rule.freeAttempts})) end)`;
}

/**
 * Claims one attempt (counted, the window restarted) if the pause owed since the last one, at
 * `window_ends_at - memory`, has passed; whether it did. One statement, so attempts sent at once claim one
 * by one, each seeing the others' count: a burst gets no more than the free attempts.
 */
export async function claimAttempt({ key, rule }: { key: string; rule: PauseRule }): Promise<boolean> {
  const memory = sql`make_interval(secs => ${rule.memorySeconds})`;
  const claimed = await (
    await getDb()
  )
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: sql`now() + ${memory}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`now() + ${memory}`,
      },
      setWhere: sql`${rateLimits.windowEndsAt} <= now()
        or now() >= ${rateLimits.windowEndsAt} - ${memory} + ${pauseOwed(rule)}`,
    })
    .returning({ count: rateLimits.count });
  return claimed.length > 0;
}

/** Seconds until `key` may claim its next attempt under `rule` (at least 1: asked after a refusal). */
export async function secondsToNextAttempt({ key, rule }: { key: string; rule: PauseRule }): Promise<number> {
  const memory = sql`make_interval(secs => ${rule.memorySeconds})`;
  const [row] = await (
    await getDb()
  )
    .select({
      seconds: sql<number>`greatest(1, ceil(extract(epoch from
        ${rateLimits.windowEndsAt} - ${memory} + ${pauseOwed(rule)} - now())))::int`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  return row?.seconds ?? 1;
}

export async function clearHits({ key }: { key: string }) {
  await (await getDb()).delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Counters whose window has ended (a scheduled job); how many. A hit racing with it counts the same either
 * way: on the ended row it restarts at 1, and with the row gone it inserts 1.
 */
export async function deleteEndedWindows() {
  const deleted = await (
    await getDb()
  )
    .delete(rateLimits)
    .where(sql`${rateLimits.windowEndsAt} <= now()`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
