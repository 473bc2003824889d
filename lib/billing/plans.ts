import type { PLANS } from "@/db/schema";

/**
 * The plans and their prices: the one place the landing page, the subscription page and billing read
 * them from. Amounts are whole US cents so that arithmetic on them is exact.
 */
export type PaidPlanId = (typeof PLANS)[number];
/** The schema's plan values, here too because this module reaches the browser (the schema would bring drizzle). */
export const PAID_PLANS = ["pro_monthly", "pro_annual"] as const satisfies readonly PaidPlanId[];
export type PlanId = "free" | PaidPlanId;

export const CURRENCY = "USD";
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const PERSONA_COUNT = 12;

export type Plan = {
  id: PlanId;
  /** Price of one billing period, in cents. */
  priceCents: number;
  interval: "forever" | "month" | "year";
};

export const FREE_PLAN = { id: "free", priceCents: 0, interval: "forever" } as const satisfies Plan;
export const PRO_MONTHLY = { id: "pro_monthly", priceCents: 999, interval: "month" } as const satisfies Plan;
export const PRO_ANNUAL = { id: "pro_annual", priceCents: 5999, interval: "year" } as const satisfies Plan;

export const PAID_PLAN_DETAILS: Record<PaidPlanId, Plan> = { pro_monthly: PRO_MONTHLY, pro_annual: PRO_ANNUAL };

/** The annual price spread over twelve months, rounded to the cent ($59.99 / 12 → $5.00). */
export function monthlyEquivalentCents(plan: Plan): number {
  if (plan.interval === "year") return Math.round(plan.priceCents / 12);
  return plan.priceCents;
}

/** How much the annual plan saves against twelve monthly payments, in whole percent (≈ 50). */
export function annualSavingsPercent(): number {
  const twelveMonths = PRO_MONTHLY.priceCents * 12;
  return Math.round((1 - PRO_ANNUAL.priceCents / twelveMonths) * 100);
}

/** A price in the visitor's language: "$9.99" in English, "US$9.99" in Chinese; zero drops the cents. */
export function formatPrice(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: cents === 0 ? 0 : 2,
  }).format(cents / 100);
}
