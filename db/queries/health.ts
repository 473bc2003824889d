import { sql } from "drizzle-orm";
import { databaseKindInUse, getDb } from "../client";

/** Runs one round trip and names the driver in use. */
export async function pingDatabase() {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return databaseKindInUse();
}
