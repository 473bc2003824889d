import { sql } from "drizzle-orm";
import { getDb } from "../client";

/**
 * One round trip that also reads which migration was applied last: the `when` (folder millis) of its
 * journal entry, as Drizzle's migrator records it, or undefined when none was.
 */
export async function lastAppliedMigration(): Promise<number | undefined> {
  const db = await getDb();
  const { rows } = await db.execute<{ applied: string | number | null }>(
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  );
  const applied = rows[0]?.applied;
  return applied === null || applied === undefined ? undefined : Number(applied);
}
