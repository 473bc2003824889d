import { sql } from "drizzle-orm";
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
