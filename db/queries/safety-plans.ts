import { and, eq, notExists, sql } from "drizzle-orm";
import type { SafetyPlanLines } from "@/lib/safety/safety-plan-sections";
import { getDb } from "../client";
import { safetyPlans, users, userSessions } from "../schema";

export async function findSafetyPlan({ userId }: { userId: string }) {
  const [row] = await (await getDb()).select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
  return row;
}

/**
 * Replaces the user's plan with `lines` in one statement. `updated_at` moves only when something changed,
 * so sending the same plan again is a no-op (then no row comes back).
 */
export async function replaceSafetyPlan({ userId, lines }: { userId: string; lines: SafetyPlanLines }) {
  const [row] = await (
    await getDb()
  )
    .insert(safetyPlans)
    .values({ userId, ...lines })
    .onConflictDoUpdate({
      target: safetyPlans.userId,
      set: { ...lines, updatedAt: sql`now()` },
      setWhere: sql`(${safetyPlans.warningSigns}, ${safetyPlans.coping}, ${safetyPlans.people}, ${safetyPlans.professionals}, ${safetyPlans.safer})
        is distinct from (excluded.warning_signs, excluded.coping, excluded.people, excluded.professionals, excluded.safer)`,
    })
    .returning();
  return row;
}

/** Whether there was a plan to delete. */
export async function deleteSafetyPlan({ userId }: { userId: string }) {
  const deleted = await (
    await getDb()
  )
    .delete(safetyPlans)
    .where(eq(safetyPlans.userId, userId))
    .returning({ userId: safetyPlans.userId });
  return deleted.length > 0;
}

/**
 * Hands a guest's plan to the account just made from the guest session, unless that account has one.
 * Only ever from a guest: an account's plan never moves.
 */
export async function moveGuestSafetyPlan({ guestId, userId }: { guestId: string; userId: string }) {
  const db = await getDb();
  await db
    .update(safetyPlans)
    .set({ userId })
    .where(
      and(
        eq(safetyPlans.userId, guestId),
        sql`exists (select 1 from ${users} where ${users.id} = ${guestId} and ${users.isGuest})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(safetyPlans)
            .where(eq(safetyPlans.userId, userId)),
        ),
      ),
    );
}

/** Plans of guests who have no live session left (it ended, or expired): nobody can reach them again. How many. */
export async function deleteEndedGuestSafetyPlans() {
  const db = await getDb();
  const deleted = await db
    .delete(safetyPlans)
    .where(
      and(
        sql`${safetyPlans.userId} in (select ${users.id} from ${users} where ${users.isGuest})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(userSessions)
            .where(and(eq(userSessions.userId, safetyPlans.userId), sql`${userSessions.expiresAt} > now()`)),
        ),
      ),
    )
    .returning({ userId: safetyPlans.userId });
  return deleted.length;
}
