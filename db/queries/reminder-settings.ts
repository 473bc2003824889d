import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { reminderSettings, type ReminderSettings } from "../schema";

export type ReminderSettingsValues = Omit<ReminderSettings, "userId" | "updatedAt">;

/** The account's reminder settings as stored; undefined when it never changed them (the defaults apply). */
export async function findReminderSettings(userId: string, db?: Executor): Promise<ReminderSettings | undefined> {
  const [row] = await (db ?? (await getDb()))
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row;
}

/** Writes the changed settings in one statement (the row is made on first change, from the defaults). */
export async function saveReminderSettings(
  userId: string,
  changes: Partial<ReminderSettingsValues>,
): Promise<ReminderSettings> {
  const [row] = await (
    await getDb()
  )
    .insert(reminderSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}
