import { describe, expect, it } from "vitest";
import type { ProviderSubscription } from "@/lib/billing/provider";
import { subscriptionRunning, subscriptionState } from "@/lib/billing/subscription-state";

const PRICES = { pro_monthly: "price_m", pro_annual: "price_a" };
const start = 1_900_000_000;
const end = start + 30 * 86_400;
const date = (seconds: number) => new Date(seconds * 1000);

function subscription(change: Partial<ProviderSubscription> = {}, price = "price_m"): ProviderSubscription {
  return {
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    trial_end: null,
    created: start,
    items: { data: [{ current_period_start: start, current_period_end: end, price: { id: price, recurring: null } }] },
    ...change,
  };
}

describe("subscriptionState", () => {
  it("is free with no subscription, or only unpaid (incomplete) ones", () => {
    expect(subscriptionState([], PRICES)).toMatchObject({ status: "free", subscriptionId: null, expiresAt: null });
    expect(subscriptionState([subscription({ status: "incomplete" })], PRICES).status).toBe("free");
  });

  it("maps Stripe's statuses onto the spec's", () => {
    expect(subscriptionState([subscription()], PRICES)).toEqual({
      subscriptionId: "sub_1",
      status: "active",
      plan: "pro_monthly",
      expiresAt: date(end),
      periodStartsAt: date(start),
      trialEndsAt: null,
    });
    expect(subscriptionState([subscription({ status: "trialing", trial_end: end })], PRICES)).toMatchObject({
      status: "trial",
      expiresAt: date(end),
      trialEndsAt: date(end),
    });
    for (const status of ["past_due", "unpaid"]) {
      expect(subscriptionState([subscription({ status })], PRICES)).toMatchObject({ status: "past_due" });
    }
    expect(subscriptionState([subscription({ status: "canceled", ended_at: start + 100 })], PRICES)).toMatchObject({
      status: "canceled",
      expiresAt: date(start + 100),
    });
  });

  it("treats a subscription set to cancel as canceled, ending when it is due to", () => {
    expect(subscriptionState([subscription({ cancel_at_period_end: true })], PRICES)).toMatchObject({
      status: "canceled",
      expiresAt: date(end),
    });
    expect(subscriptionState([subscription({ cancel_at: end - 5 })], PRICES)).toMatchObject({
      status: "canceled",
      expiresAt: date(end - 5),
    });
  });

  it("picks the going subscription over older ended ones, and tells the plan by price or interval", () => {
    const old = subscription({ id: "sub_old", status: "canceled", ended_at: start - 10, created: start - 999 });
    const current = subscription({ id: "sub_new", created: start + 1 }, "price_a");
    expect(subscriptionState([old, current], PRICES)).toMatchObject({ subscriptionId: "sub_new", plan: "pro_annual" });
    const renamed = subscription({}, "price_other");
    renamed.items.data[0]!.price.recurring = { interval: "year" };
    expect(subscriptionState([renamed], PRICES).plan).toBe("pro_annual");
  });
});

describe("subscriptionRunning", () => {
  it("is true while any subscription has time left, whatever its status but free", () => {
    const now = date(start);
    expect(subscriptionRunning({ subscriptionStatus: "active", subscriptionExpiresAt: date(end) }, now)).toBe(true);
    expect(subscriptionRunning({ subscriptionStatus: "canceled", subscriptionExpiresAt: date(end) }, now)).toBe(true);
    expect(subscriptionRunning({ subscriptionStatus: "canceled", subscriptionExpiresAt: date(start - 1) }, now)).toBe(
      false,
    );
    expect(subscriptionRunning({ subscriptionStatus: "free", subscriptionExpiresAt: date(end) }, now)).toBe(false);
  });
});
