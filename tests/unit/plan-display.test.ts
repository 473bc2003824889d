import { describe, expect, it } from "vitest";
import { planDisplay } from "@/lib/billing/plan-display";

const now = new Date("2025-06-01T12:00:00Z");
const later = "2025-07-01T00:00:00.000Z";
const base = { proEndsAt: null, proSource: "subscription" as const, proUntil: null, subscriptionExpiresAt: null };
const forever = "9999-12-31T00:00:00.000Z";

describe("planDisplay", () => {
  it("is FREE without Pro, and once a Pro period has ended", () => {
    expect(planDisplay(base, now)).toEqual({ plan: "free" });
    expect(planDisplay({ ...base, proEndsAt: "2025-05-31T00:00:00Z", proUntil: "2025-05-31T00:00:00Z" }, now)).toEqual({
      plan: "free",
    });
  });

  it("shows Lifetime Access, Pro Until for a redeemed code, and Next Billing for a card subscription", () => {
    expect(planDisplay({ ...base, proEndsAt: forever, proSource: "lifetime" }, now)).toEqual({
      plan: "pro",
      detail: "lifetime",
    });
    expect(planDisplay({ ...base, proEndsAt: later, proSource: "redeem_code", proUntil: later }, now)).toEqual({
      plan: "pro",
      detail: "proUntil",
      date: new Date(later),
    });
    expect(
      planDisplay({ ...base, proEndsAt: later, proSource: "stripe", subscriptionExpiresAt: new Date(later) }, now),
    ).toEqual({
      plan: "pro",
      detail: "nextBilling",
      date: new Date(later),
    });
    expect(planDisplay({ ...base, proEndsAt: later, proSource: "subscription", proUntil: later }, now)).toEqual({
      plan: "pro",
      detail: "nextBilling",
      date: new Date(later),
    });
  });
});
