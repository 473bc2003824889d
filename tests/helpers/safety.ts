import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { safetyMetrics } from "@/db/schema";
import { utcToday } from "@/lib/limits/plan-limits";

/** Today's count of safety matches in one category (the admin's figure). */
export async function metric(category: string) {
  const rows = await (await getDb()).select().from(safetyMetrics).where(eq(safetyMetrics.day, utcToday()));
  return rows.find((r) => r.category === category)?.count ?? 0;
}
