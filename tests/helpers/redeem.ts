import { eq } from "drizzle-orm";
import { POST as redeemRoute } from "@/app/api/redeem-code/route";
import { getDb } from "@/db/client";
import { redeemCodes, type RedeemCode } from "@/db/schema";
import { DURATION_DAYS, newRedeemCode } from "@/lib/redeem/codes";
import type { TestBrowser } from "./http";

/** Stores codes straight in the database (the admin API has its own tests). */
export async function makeCodes({
  type = "1_week",
  count = 1,
  maxUses = 1,
  expiresAt = null,
  isActive = true,
}: Partial<Pick<RedeemCode, "type" | "maxUses" | "expiresAt" | "isActive">> & { count?: number } = {}) {
  const rows = await (
    await getDb()
  )
    .insert(redeemCodes)
    .values(
      Array.from({ length: count }, () => ({
        code: newRedeemCode(),
        type,
        durationDays: DURATION_DAYS[type],
        maxUses,
        expiresAt,
        isActive,
      })),
    )
    .returning();
  return rows;
}

export async function storedCode(id: string) {
  const [row] = await (await getDb()).select().from(redeemCodes).where(eq(redeemCodes.id, id));
  return row!;
}

export function redeem(browser: TestBrowser, code: string) {
  return browser.call(redeemRoute, { path: "/api/redeem-code", body: { code } });
}
