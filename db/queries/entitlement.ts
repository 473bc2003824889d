import { sql, type SQL } from "drizzle-orm";
import { users } from "../schema";

/**
 * "Has Pro" in SQL: the stored entitlement (`pro_ends_at`, see db/schema.ts) has not ended at `at`.
 * `proEndsAt` names the column when the user row is read under another name (a CTE).
 */
export function hasProSql(at: SQL | Date = sql`now()`, proEndsAt: SQL = sql`${users.proEndsAt}`): SQL<boolean> {
  return sql<boolean>`coalesce(${proEndsAt} > ${at}, false)`;
}
