import { AppError } from "@/lib/errors";
import { ID_PATTERN } from "./client-id";

/** Where a keyset page ends: the row's sort time and its id (the tie-break). */
export type PageCursor = { at: Date; id: string };

export function encodeCursor({ at, id }: PageCursor): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

/** A cursor is read back as carefully as any input: whatever its bytes decode to, only a date and an id pass. */
export function decodeCursor(value: string): PageCursor {
  const [iso, id, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  const at = new Date(iso ?? "");
  const wellFormed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso ?? "") && !Number.isNaN(at.getTime());
  if (!wellFormed || !id || rest.length > 0 || !ID_PATTERN.test(id)) throw new AppError("invalid_cursor");
  return { at, id };
}

/** A keyset page from `limit + 1` rows: the first `limit`, and the cursor of the last when there are more. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => PageCursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
