import {
  deleteEndedGuestSafetyPlans,
  deleteSafetyPlan as deletePlanRow,
  findSafetyPlan,
  moveGuestSafetyPlan,
  replaceSafetyPlan,
} from "@/db/queries/safety-plans";
import type { SafetyPlan, User } from "@/db/schema";
import { SAFETY_PLAN_SECTIONS, type SafetyPlanLines } from "./safety-plan-sections";

/** The plan as the API and the export show it: the five lists and when they last changed. */
function planView(row: SafetyPlan): SafetyPlanLines & { updatedAt: Date } {
  const lines = Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, row[section]]));
  return { ...(lines as SafetyPlanLines), updatedAt: row.updatedAt };
}

/** The user's own plan, or null: there is no way to name anyone else's. */
export async function safetyPlanOf(user: User) {
  const row = await findSafetyPlan({ userId: user.id });
  return row ? planView(row) : null;
}

/** Replaces the whole plan (PUT): the same plan sent twice leaves it as it was, its date included. */
export async function saveSafetyPlan(user: User, lines: SafetyPlanLines) {
  const row = (await replaceSafetyPlan({ userId: user.id, lines })) ?? (await findSafetyPlan({ userId: user.id }));
  return planView(row!);
}

export async function deleteSafetyPlan(user: User): Promise<{ deleted: boolean }> {
  return { deleted: await deletePlanRow({ userId: user.id }) };
}

/** An account made in a guest's browser keeps the guest's plan (unless it has its own); nothing else moves. */
export async function keepGuestSafetyPlan(guest: User, account: User): Promise<void> {
  if (guest.isGuest && guest.id !== account.id) await moveGuestSafetyPlan({ guestId: guest.id, userId: account.id });
}

/** A guest's plan ends with the guest session: removed once no live session is left (a scheduled job's part). */
export function sweepEndedGuestSafetyPlans(): Promise<number> {
  return deleteEndedGuestSafetyPlans();
}
