import { describe, expect, it } from "vitest";
import { planDisplay } from "@/lib/billing/plan-display";

const now = new Date("2025-06-01T12:00:00Z");
const later = "2025-07-01T00:00:00.000Z";
const evenLater = "2025-08-01T00:00:00.000Z";
const base = {
  proEndsAt: null,
  proSource: "subscription" as const,
  subscriptionStatus: "free" as const,
  subscriptionExpiresAt: null,
};
const forever = "9999-12-31T00:00:00.000Z";

describe("planDisplay", () => {
  it("is FREE without Pro, and once a Pro period has ended", () => {
    expect(planDisplay(base, now)).toEqual({ plan: "free" });
    expect(planDisplay({ ...base, proEndsAt: "2025-05-31T00:00:00Z" }, now)).toEqual({ plan: "free" });
    expect(planDisplay({ ...base, proEndsAt: "2025-05-31T00:00:00Z", subscriptionStatus: "active" }, now)).toEqual({
      plan: "free",
    });
  });

  it("shows Lifetime Access for Pro that never ends", () => {
    expect(planDisplay({ ...base, proEndsAt: forever, proSource: "lifetime" }, now)).toEqual({
      plan: "pro",
      detail: "lifetime",
    });
    expect(planDisplay({ ...base, proEndsAt: forever, proSource: "redeem_code" }, now)).toEqual({
      plan: "pro",
      detail: "lifetime",
    });
  });

  it("shows Next Billing for a subscription that renews, active or in trial", () => {
    for (const subscriptionStatus of ["active", "trial"] as const) {
      expect(
        planDisplay(
          { ...base, proEndsAt: later, proSource: "stripe", subscriptionStatus, subscriptionExpiresAt: later },
          now,
        ),
      ).toEqual({ plan: "pro", detail: "nextBilling", date: new Date(later) });
    }
    // A redeemed period running past the renewal: billing still happens on the renewal date.
    expect(
      planDisplay({ ...base, proEndsAt: evenLater, subscriptionStatus: "active", subscriptionExpiresAt: later }, now),
    ).toEqual({ plan: "pro", detail: "nextBilling", date: new Date(later) });
  });

  it("shows Pro Until the end for a redeemed code, a cancellation at period end and a failed renewal", () => {
    expect(planDisplay({ ...base, proEndsAt: later, proSource: "redeem_code" }, now)).toEqual({
      plan: "pro",
      detail: "proUntil",
      date: new Date(later),
    });
    expect(
      planDisplay({ ...base, proEndsAt: later, subscriptionStatus: "canceled", subscriptionExpiresAt: later }, now),
    ).toEqual({ plan: "pro", detail: "proUntil", date: new Date(later) });
    expect(
      planDisplay({ ...base, proEndsAt: later, subscriptionStatus: "past_due", subscriptionExpiresAt: evenLater }, now),
    ).toEqual({ plan: "pro", detail: "proUntil", date: new Date(later) });
  });
});
