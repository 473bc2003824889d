import { and, asc, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import {
  accounts,
  adviceRequests,
  checkins,
  coachRequests,
  conversations,
  dataExports,
  images,
  memories,
  messages,
  pushSubscriptions,
  redeemCodeUsages,
  redeemCodes,
  reminderSettings,
  reminders,
  safetyPlans,
  users,
} from "../schema";

/** How many messages and advice requests the user has: what decides between building now and later. */
export async function countExportItems({ userId }: { userId: string }) {
  const db = await getDb();
  const [chat] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.userId, userId));
  const [advice] = await db.select({ n: count() }).from(adviceRequests).where(eq(adviceRequests.userId, userId));
  const [coach] = await db.select({ n: count() }).from(coachRequests).where(eq(coachRequests.userId, userId));
  return (chat?.n ?? 0) + (advice?.n ?? 0) + (coach?.n ?? 0);
}

/**
 * Everything stored for the user, read in one repeatable-read transaction so that the export is one
 * consistent picture even while the user keeps chatting.
 */
export async function readUserData({ userId }: { userId: string }) {
  return (await getDb()).transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const ownConversations = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt), asc(conversations.id));
      const ids = ownConversations.map((c) => c.id);
      const ownMessages = ids.length
        ? await tx
            .select()
            .from(messages)
            .where(inArray(messages.conversationId, ids))
            .orderBy(asc(messages.timestamp), asc(messages.id))
        : [];
      const ownImages = await tx
        .select()
        .from(images)
        .where(eq(images.userId, userId))
        .orderBy(asc(images.createdAt), asc(images.id));
      const advice = await tx
        .select()
        .from(adviceRequests)
        .where(eq(adviceRequests.userId, userId))
        .orderBy(asc(adviceRequests.createdAt), asc(adviceRequests.id));
      const coach = await tx
        .select()
        .from(coachRequests)
        .where(eq(coachRequests.userId, userId))
        .orderBy(asc(coachRequests.createdAt), asc(coachRequests.id));
      const redeemed = await tx
        .select({
          code: redeemCodes.code,
          type: redeemCodes.type,
          durationDays: redeemCodes.durationDays,
          redeemedAt: redeemCodeUsages.redeemedAt,
        })
        .from(redeemCodeUsages)
        .innerJoin(redeemCodes, eq(redeemCodes.id, redeemCodeUsages.codeId))
        .where(eq(redeemCodeUsages.userId, userId))
        .orderBy(asc(redeemCodeUsages.redeemedAt));
      const [safetyPlan] = await tx.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
      const remembered = await tx
        .select()
        .from(memories)
        .where(eq(memories.userId, userId))
        .orderBy(asc(memories.createdAt), asc(memories.id));
      const ownCheckins = await tx
        .select()
        .from(checkins)
        .where(eq(checkins.userId, userId))
        .orderBy(asc(checkins.week));
      const [ownReminderSettings] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
      const ownReminders = await tx
        .select()
        .from(reminders)
        .where(eq(reminders.userId, userId))
        .orderBy(asc(reminders.dueAt), asc(reminders.id));
      const devices = await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      const providers = await tx
        .select({ provider: accounts.provider })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.provider));
      return {
        user,
        signInProviders: providers.map((p) => p.provider),
        conversations: ownConversations,
        messages: ownMessages,
        images: ownImages,
        adviceRequests: advice,
        coachRequests: coach,
        redeemed,
        safetyPlan: safetyPlan ?? null,
        memories: remembered,
        checkins: ownCheckins,
        reminderSettings: ownReminderSettings ?? null,
        reminders: ownReminders,
        pushSubscriptions: devices,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export type UserData = NonNullable<Awaited<ReturnType<typeof readUserData>>>;

const exportFacts = {
  id: dataExports.id,
  status: dataExports.status,
  createdAt: dataExports.createdAt,
  expiresAt: dataExports.expiresAt,
};

/** A new pending export, replacing the user's earlier ones (one export at a time). */
export async function startDataExport({ userId, buildBy }: { userId: string; buildBy: Date }) {
  return (await getDb()).transaction(async (tx) => {
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    const [row] = await tx.insert(dataExports).values({ userId, expiresAt: buildBy }).returning(exportFacts);
    return row!;
  });
}

/** Stores the zip of a pending export; no row back when it is no longer pending (replaced, or deleted). */
export async function finishDataExport({ id, data, downloadBy }: { id: string; data: Buffer; downloadBy: Date }) {
  const [row] = await (
    await getDb()
  )
    .update(dataExports)
    .set({ status: "ready", data, expiresAt: downloadBy })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")))
    .returning(exportFacts);
  return row;
}

export async function failDataExport({ id }: { id: string }) {
  await (
    await getDb()
  )
    .update(dataExports)
    .set({ status: "failed" })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

/** The user's current export (without its bytes), if any. */
export async function latestDataExport({ userId }: { userId: string }) {
  const [row] = await (
    await getDb()
  )
    .select(exportFacts)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

/**
 * The zip, to its owner, once: one statement marks a ready, unexpired export downloaded and clears its
 * bytes, answering the bytes it held. Two racing downloads: the second finds it no longer ready.
 */
export async function takeDataExport({ id, userId }: { id: string; userId: string }): Promise<Buffer | undefined> {
  const db = await getDb();
  const held = db
    .select({ id: dataExports.id, data: dataExports.data })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.status, "ready"),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
    .for("update")
    .as("held");
  const [row] = await db
    .update(dataExports)
    .set({ status: "downloaded", data: null })
    .from(held)
    // Checked again on the row as it is now: a download that committed first leaves nothing to take.
    .where(and(eq(dataExports.id, held.id), eq(dataExports.status, "ready")))
    .returning({ data: held.data });
  return row?.data ? Buffer.from(row.data) : undefined;
}

/** The facts of the user's export by this id, if they have one (to tell "spent" from "not yours"). */
export async function ownDataExportStatus({ id, userId }: { id: string; userId: string }) {
  const [row] = await (
    await getDb()
  )
    .select(exportFacts)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

/** Exports downloaded or past their time (a scheduled job); how many were deleted. */
export async function deleteSpentDataExports() {
  const deleted = await (
    await getDb()
  )
    .delete(dataExports)
    .where(or(eq(dataExports.status, "downloaded"), lte(dataExports.expiresAt, sql`now()`)))
    .returning({ id: dataExports.id });
  return deleted.length;
}
