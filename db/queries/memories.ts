import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { MemoryKind, MemorySource } from "@/lib/memory/kinds";
import { getDb, type Tx } from "../client";
import { memories, users, type Memory } from "../schema";

export type MemoryRow = Memory & { sourceGone: boolean };

/** A fact learned from something the person wrote; `topic` names it, so learning it again updates it. */
export type LearnedFactRow = { kind: MemoryKind; text: string; topic: string };

/** Whether the item's source (a conversation, advice or coach request) has since been deleted. */
const sourceGone = sql<boolean>`case ${memories.source}
    when 'conversation' then not exists (select 1 from conversation c where c.id = ${memories.sourceId})
    when 'advice' then not exists (select 1 from advice_request a where a.id = ${memories.sourceId})
    when 'coach' then not exists (select 1 from coach_request r where r.id = ${memories.sourceId})
    else false end`;

/** The user's items, newest first, each with whether its source is gone. */
export async function listMemories({ userId }: { userId: string }): Promise<MemoryRow[]> {
  const rows = await (
    await getDb()
  )
    .select({ memory: memories, sourceGone })
    .from(memories)
    .where(eq(memories.userId, userId))
    .orderBy(desc(memories.updatedAt), desc(memories.id));
  return rows.map((row) => ({ ...row.memory, sourceGone: row.sourceGone }));
}

/** The topics of the user's items and their lines: what a model reuses to update an item rather than repeat it. */
export async function learnedTopics({ userId }: { userId: string }): Promise<{ topic: string; text: string }[]> {
  const rows = await (
    await getDb()
  )
    .select({ topic: memories.topic, text: memories.text })
    .from(memories)
    .where(and(eq(memories.userId, userId), sql`${memories.topic} is not null`))
    .orderBy(desc(memories.updatedAt))
    .limit(50);
  return rows.flatMap((row) => (row.topic ? [{ topic: row.topic, text: row.text }] : []));
}

/** Takes the user's row lock, so that counting and inserting items is one step for each of their requests. */
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function countMemories(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memories)
    .where(eq(memories.userId, userId));
  return row?.n ?? 0;
}

/** Adds the person's own item unless they already keep `limit` items; undefined when full. */
export async function addOwnMemory({
  userId,
  text,
  kind,
  limit,
}: {
  userId: string;
  text: string;
  kind: MemoryKind;
  limit: number;
}): Promise<Memory | undefined> {
  return (await getDb()).transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countMemories(tx, userId)) >= limit) return undefined;
    const [row] = await tx.insert(memories).values({ userId, text, kind, source: "user", own: true }).returning();
    return row;
  });
}

/** Edits one of the user's items, which makes it their own; undefined when they have no such item. */
export async function editMemory({
  userId,
  id,
  text,
  kind,
}: {
  userId: string;
  id: string;
  text?: string;
  kind?: MemoryKind;
}): Promise<Memory | undefined> {
  const [row] = await (
    await getDb()
  )
    .update(memories)
    .set({ ...(text === undefined ? {} : { text }), ...(kind ? { kind } : {}), own: true, updatedAt: sql`now()` })
    .where(and(eq(memories.id, id), eq(memories.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the user's items; false when they have no such item. */
export async function deleteMemory({ userId, id }: { userId: string; id: string }): Promise<boolean> {
  const deleted = await (
    await getDb()
  )
    .delete(memories)
    .where(and(eq(memories.id, id), eq(memories.userId, userId)))
    .returning({ id: memories.id });
  return deleted.length > 0;
}

/** Forgets every item of the user's, or those a source taught; how many. */
export async function deleteMemories({
  userId,
  source,
}: {
  userId: string;
  source?: { kind: MemorySource; id: string };
}): Promise<number> {
  const taught = source ? and(eq(memories.source, source.kind), eq(memories.sourceId, source.id)) : undefined;
  const deleted = await (
    await getDb()
  )
    .delete(memories)
    .where(and(eq(memories.userId, userId), taught))
    .returning({ id: memories.id });
  return deleted.length;
}

/**
 * Stores learned facts: one already known by its topic is updated (unless the person made it their own); a new
 * one is added while the plan's `limit` allows, else it takes the place of the oldest unused learned item. The
 * person's own items are never changed or dropped. How many items were written.
 */
export async function learnMemories({
  userId,
  facts,
  source,
  sourceId,
  limit,
}: {
  userId: string;
  facts: LearnedFactRow[];
  source: MemorySource;
  sourceId: string | null;
  limit: number;
}): Promise<number> {
  if (facts.length === 0) return 0;
  return (await getDb()).transaction(async (tx) => {
    await lockUser(tx, userId);
    let written = 0;
    for (const fact of facts) {
      const fields = { text: fact.text, kind: fact.kind, source, sourceId, updatedAt: sql`now()` };
      const [known] = await tx
        .update(memories)
        .set(fields)
        .where(and(eq(memories.userId, userId), eq(memories.topic, fact.topic), eq(memories.own, false)))
        .returning({ id: memories.id });
      if (known) {
        written++;
        continue;
      }
      const [mine] = await tx
        .select({ id: memories.id })
        .from(memories)
        .where(and(eq(memories.userId, userId), eq(memories.topic, fact.topic)));
      if (mine) continue;
      if ((await countMemories(tx, userId)) >= limit && !(await dropOldestLearned(tx, userId))) continue;
      await tx.insert(memories).values({ userId, ...fact, source, sourceId });
      written++;
    }
    return written;
  });
}

/** Drops the learned item used longest ago (never used first, then the oldest); false when every item is the person's own. */
async function dropOldestLearned(tx: Tx, userId: string): Promise<boolean> {
  const dropped = await tx.execute(sql`
    delete from memory where id = (
      select id from memory where user_id = ${userId} and not own
      order by last_used_at asc nulls first, updated_at asc limit 1)
    returning id`);
  return dropped.rows.length > 0;
}

/** An item as a reply's prompt gets it. */
export type PromptMemory = { id: string; text: string; kind: MemoryKind; updatedAt: Date; lastUsedAt: Date | null };

/**
 * The items a chat turn may use, as a column of the turn's own statement (no round trip of its own): none while
 * memory is paused or for a guest; else the newest `limit` of the plan (`limitSql`), newest first.
 */
export function promptMemoriesSql(userId: string, limitSql: SQL) {
  return sql`(select coalesce(json_agg(json_build_object('id', m.id, 'text', m.text, 'kind', m.kind,
      'updatedAt', m.updated_at, 'lastUsedAt', m.last_used_at) order by m.updated_at desc), '[]'::json)
    from (select id, text, kind, updated_at, last_used_at from memory
          where user_id = ${userId}
            and exists (select 1 from "user" u where u.id = ${userId} and u.memory_enabled and not u.is_guest)
          order by updated_at desc limit ${limitSql}) m)`;
}
