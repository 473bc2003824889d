import { sql, type SQL } from "drizzle-orm";
import journal from "./migrations/meta/_journal.json";

/** The migration this build was made with: the `when` (folder millis) of the journal's last entry. */
/** What the check needs of a database: raw SQL (structural, so this module need not import the client). */
type Executes = {
  execute<Row extends Record<string, unknown>>(query: SQL): PromiseLike<{ rows: Row[] }>;
};

export const LATEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * One round trip that reads which migration was applied last, as Drizzle's migrator records it (the `when`
 * of its journal entry), or undefined when none was. Throws when the database does not answer or was
 * never migrated (no migrations table).
 */
export async function lastAppliedMigration(db: Executes): Promise<number | undefined> {
  const { rows } = await db.execute<{ applied: string | number | null }>(
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  );
  const applied = rows[0]?.applied;
  return applied === null || applied === undefined ? undefined : Number(applied);
}

/** Whether the database already has every migration of this build: then a starting server skips migrating. */
export async function migrationsCurrent(db: Executes): Promise<boolean> {
  const applied = await lastAppliedMigration(db).catch(() => undefined);
  return applied !== undefined && applied >= LATEST_MIGRATION;
}
