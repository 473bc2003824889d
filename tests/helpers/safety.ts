import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { safetyMetrics } from "@/db/schema";
import { utcToday } from "@/lib/limits/plan-limits";

/** Today's count of safety matches in one category (the admin's figure). */
export async function metric(category: string) {
  const rows = await (await getDb()).select().from(safetyMetrics).where(eq(safetyMetrics.day, utcToday()));
  return rows.find((r) => r.category === category)?.count ?? 0;
}

/** Crises worded in ways no rule was written for: the learned classifier must catch them. */
export const UNSEEN_CRISES = [
  "gonna take every pill in the cabinet tonight, nobody will even notice",
  "I can't do this anymore. Tonight I'm going to end things for good.",
  "bf keeps saying he'll leak my nudes to my family if i dont send more",
];

/** Two messages that are each no risk on their own, and urgent one after the other. */
export const CONTEXT_PAIR = [
  "i got a rope from the hardware store",
  "going to do it tonight while he's at work",
] as const;
