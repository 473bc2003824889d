import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../client";

/**
 * Everything a safety match stores, in one statement run after the reply has started streaming: the
 * day's count per category (no user, no content), the account's under-18 flag for review, and the help
 * card pinned to the conversation for urgent matches.
 */
export async function recordSafetyMatch({
  userId,
  conversationId,
  categories,
  day,
  flagUnder18,
  pinnedCard,
}: {
  userId: string;
  conversationId: string | null;
  categories: string[];
  day: string;
  flagUnder18: boolean;
  pinnedCard: unknown;
}) {
  await (
    await getDb()
  ).execute(sql`
    with counted as (
      insert into safety_metric (day, category, count)
      select ${day}::date, category, 1 from json_array_elements_text(${JSON.stringify(categories)}::json) as category
      on conflict (day, category) do update set count = safety_metric.count + 1
      returning 1
    ), flagged as (
      update "user" set under18_flagged_at = coalesce(under18_flagged_at, now())
      where id = ${userId} and ${flagUnder18}
      returning 1
    ), pinned as (
      update conversation set help_card = ${pinnedCard === null ? null : JSON.stringify(pinnedCard)}::jsonb
      where id = ${conversationId} and user_id = ${userId} and ${pinnedCard !== null}
      returning 1
    )
    select (select count(*) from counted) + (select count(*) from flagged) + (select count(*) from pinned) as written
  `);
}
