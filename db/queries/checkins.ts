import "server-only";
import { and, asc, eq, getTableColumns, gte, lte, sql } from "drizzle-orm";
import type { CheckinAnswers } from "@/lib/checkins/questions";
import { getDb } from "../client";
import { checkins, type Checkin } from "../schema";

export type SavedCheckin = { row: Checkin; replaced: boolean };

/**
 * Stores the week's check-in in one statement. The unique (user, week) index decides between two sent at
 * once: without `replace`, the one that comes second stores nothing (undefined back); with it, the week's
 * check-in takes the new answers and keeps its id. `replaced`: an existing row was updated (Postgres sets
 * `xmax` on a row that ON CONFLICT DO UPDATE rewrote).
 */
export async function saveCheckin({
  userId,
  week,
  date,
  answers,
  note,
  replace,
}: {
  userId: string;
  week: string;
  date: string;
  answers: CheckinAnswers;
  note: string | null;
  replace: boolean;
}): Promise<SavedCheckin | undefined> {
  const values = { userId, week, date, ...answers, note };
  const insert = (await getDb()).insert(checkins).values(values);
  const stored = replace
    ? insert.onConflictDoUpdate({
        target: [checkins.userId, checkins.week],
        set: { date, ...answers, note, updatedAt: sql`now()` },
      })
    : insert.onConflictDoNothing({ target: [checkins.userId, checkins.week] });
  const [row] = await stored.returning({ ...getTableColumns(checkins), replaced: sql<boolean>`xmax <> 0` });
  if (!row) return undefined;
  const { replaced, ...checkin } = row;
  return { row: checkin, replaced };
}

/** The user's check-ins from week `from` to week `to` (both included, either open), oldest first. */
export async function listCheckins({
  userId,
  from,
  to,
}: {
  userId: string;
  from?: string;
  to?: string;
}): Promise<Checkin[]> {
  return (await getDb())
    .select()
    .from(checkins)
    .where(
      and(
        eq(checkins.userId, userId),
        from ? gte(checkins.week, from) : undefined,
        to ? lte(checkins.week, to) : undefined,
      ),
    )
    .orderBy(asc(checkins.week));
}

/** Deletes one of the user's check-ins; false when they have no such check-in. */
export async function deleteCheckin({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const deleted = await (
    await getDb()
  )
    .delete(checkins)
    .where(and(eq(checkins.id, id), eq(checkins.userId, userId)))
    .returning({ id: checkins.id });
  return deleted.length > 0;
}
