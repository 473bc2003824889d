import { and, eq, gt, lt, or, type AnyColumn, type SQL } from "drizzle-orm";

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Keyset = { userId: AnyColumn; at: AnyColumn; id: AnyColumn };
type Window = { userId: string; since?: Date; cursor?: { at: Date; id: string } };

/** A user's rows newer than `since` (the free plan's history window) and after the cursor's row, newest first. */
export function newestFirstWindow(columns: Keyset, { userId, since, cursor }: Window): (SQL | undefined)[] {
  return [
    eq(columns.userId, userId),
    since ? gt(columns.at, since) : undefined,
    cursor ? or(lt(columns.at, cursor.at), and(eq(columns.at, cursor.at), lt(columns.id, cursor.id))) : undefined,
  ];
}
