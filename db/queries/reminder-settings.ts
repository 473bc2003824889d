import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../client";
import { reminderSettings, users, type ReminderSettings } from "../schema";

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

/**
 * Turns one setting off in one statement, only while the account exists: an unsubscribe link may outlive its
 * account, and a read before the write would leave a moment for the account to go.
 */
export async function turnOffReminderSetting(
  userId: string,
  setting: "checkinEnabled" | "followupsEnabled",
): Promise<void> {
  const column = sql.identifier(reminderSettings[setting].name);
  await (
    await getDb()
  ).execute(sql`
    insert into ${reminderSettings} (user_id, ${column})
    select ${users.id}, false from ${users} where ${users.id} = ${userId}
    on conflict (user_id) do update set ${column} = false, updated_at = now()`);
}
