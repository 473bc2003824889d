import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProviderSubscription } from "@/lib/billing/provider";

// Loaded afresh in each test, so that mutation testing (docs/mutation.md) counts these tests as reading its tables.
const load = () => import("@/lib/billing/subscription-state");
beforeEach(() => {
  vi.resetModules();
});

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
  it("is free with no subscription, or only unpaid (incomplete) or paused ones", async () => {
    const { subscriptionState } = await load();
    const free = {
      subscriptionId: null,
      status: "free",
      plan: null,
      expiresAt: null,
      periodStartsAt: null,
      trialEndsAt: null,
    };
    expect(subscriptionState([], PRICES)).toEqual(free);
    expect(subscriptionState([subscription({ status: "incomplete" })], PRICES)).toEqual(free);
    expect(subscriptionState([subscription({ status: "paused" })], PRICES)).toEqual(free);
  });

  it("maps Stripe's statuses onto the spec's", async () => {
    const { subscriptionState } = await load();
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

  it("treats a subscription set to cancel as canceled, ending when it is due to", async () => {
    const { subscriptionState } = await load();
    expect(subscriptionState([subscription({ cancel_at_period_end: true })], PRICES)).toMatchObject({
      status: "canceled",
      expiresAt: date(end),
    });
    expect(subscriptionState([subscription({ cancel_at: end - 5 })], PRICES)).toMatchObject({
      status: "canceled",
      expiresAt: date(end - 5),
    });
  });

  it("picks the going subscription over older ended ones, and tells the plan by price or interval", async () => {
    const { subscriptionState } = await load();
    const old = subscription({ id: "sub_old", status: "canceled", ended_at: start - 10, created: start - 999 });
    const current = subscription({ id: "sub_new", created: start + 1 }, "price_a");
    expect(subscriptionState([old, current], PRICES)).toMatchObject({ subscriptionId: "sub_new", plan: "pro_annual" });
    const renamed = subscription({}, "price_other");
    renamed.items.data[0]!.price.recurring = { interval: "year" };
    expect(subscriptionState([renamed], PRICES).plan).toBe("pro_annual");
  });
});

describe("subscriptionState, the edges", () => {
  it("among going subscriptions the newest decides; among ended ones the one that ended last", async () => {
    const { subscriptionState } = await load();
    const older = subscription({ id: "sub_older", created: start - 50 });
    const newer = subscription({ id: "sub_newer", status: "trialing", created: start });
    expect(subscriptionState([older, newer], PRICES).subscriptionId).toBe("sub_newer");
    expect(subscriptionState([newer, older], PRICES).subscriptionId).toBe("sub_newer");
    const endedFirst = subscription({ id: "sub_a", status: "canceled", created: start, ended_at: start + 10 });
    const endedLast = subscription({ id: "sub_b", status: "canceled", created: start - 99, ended_at: start + 20 });
    expect(subscriptionState([endedFirst, endedLast], PRICES).subscriptionId).toBe("sub_b");
    expect(subscriptionState([endedLast, endedFirst], PRICES).subscriptionId).toBe("sub_b");
    // Without an end recorded, its creation stands in.
    const unrecorded = subscription({ id: "sub_c", status: "canceled", created: start + 30, ended_at: null });
    expect(subscriptionState([endedLast, unrecorded], PRICES).subscriptionId).toBe("sub_c");
    expect(subscriptionState([unrecorded, endedLast], PRICES)).toMatchObject({
      subscriptionId: "sub_c",
      expiresAt: date(end),
    });
  });

  it("tells the plan by the price first, its interval only for a price it does not know", async () => {
    const { subscriptionState } = await load();
    const monthlyPriceYearly = subscription({}, "price_m");
    monthlyPriceYearly.items.data[0]!.price.recurring = { interval: "year" };
    expect(subscriptionState([monthlyPriceYearly], PRICES).plan).toBe("pro_monthly");
    const annualPriceMonthly = subscription({}, "price_a");
    annualPriceMonthly.items.data[0]!.price.recurring = { interval: "month" };
    expect(subscriptionState([annualPriceMonthly], PRICES).plan).toBe("pro_annual");
    expect(subscriptionState([subscription({}, "price_other")], PRICES).plan).toBe("pro_monthly");
  });

  it("a subscription with no items has no plan and no period", async () => {
    const { subscriptionState } = await load();
    expect(subscriptionState([subscription({ items: { data: [] } })], PRICES)).toEqual({
      subscriptionId: "sub_1",
      status: "active",
      plan: null,
      expiresAt: null,
      periodStartsAt: null,
      trialEndsAt: null,
    });
  });

  it("a trial with no end recorded runs to the period's end", async () => {
    const { subscriptionState } = await load();
    expect(subscriptionState([subscription({ status: "trialing", trial_end: null })], PRICES)).toMatchObject({
      status: "trial",
      expiresAt: date(end),
      trialEndsAt: null,
    });
  });
});

describe("subscriptionRunning", () => {
  it("is true while any subscription has time left, whatever its status but free", async () => {
    const { subscriptionRunning } = await load();
    const now = date(start);
    expect(subscriptionRunning({ subscriptionStatus: "active", subscriptionExpiresAt: date(end) }, now)).toBe(true);
    expect(subscriptionRunning({ subscriptionStatus: "canceled", subscriptionExpiresAt: date(end) }, now)).toBe(true);
    expect(subscriptionRunning({ subscriptionStatus: "canceled", subscriptionExpiresAt: date(start - 1) }, now)).toBe(
      false,
    );
    expect(subscriptionRunning({ subscriptionStatus: "free", subscriptionExpiresAt: date(end) }, now)).toBe(false);
    expect(subscriptionRunning({ subscriptionStatus: "active", subscriptionExpiresAt: now }, now)).toBe(false);
    expect(subscriptionRunning({ subscriptionStatus: "active", subscriptionExpiresAt: null }, now)).toBe(false);
  });
});
