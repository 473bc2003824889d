import "server-only";
import { getTableColumns, type InferSelectModel, type Table } from "drizzle-orm";

/**
 * A row that Postgres returned as JSON (`row_to_json`), back in Drizzle's row shape through the schema's
 * own column mappings (snake_case names to keys, timestamps to Date, …): a new column can never silently
 * stay a string.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
