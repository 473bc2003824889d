import { sql, type SQL } from "drizzle-orm";
import { users } from "../schema";

/** "Has Pro" in SQL: the stored entitlement (`pro_ends_at`, see db/schema.ts) has not ended at `at`. */
export function hasProSql(at: SQL | Date = sql`now()`): SQL<boolean> {
  return sql<boolean>`coalesce(${users.proEndsAt} > ${at}, false)`;
}
