import "server-only";
import { getDb } from "../client";
import { lastAppliedMigration } from "../migration-level";

/** The `when` of the migration applied last (see db/migration-level.ts), on the process's database. */
export async function appliedMigration(): Promise<number | undefined> {
  return lastAppliedMigration(await getDb());
}
