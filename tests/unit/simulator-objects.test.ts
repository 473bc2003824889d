import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { SimulatedCheckoutSession, SimulatedSubscription } from "@/db/schema";
import {
  checkoutSessionObject,
  eventObject,
  invoiceObject,
  periodAfter,
  simulatorId,
  subscriptionObject,
} from "@/lib/billing/simulator/stripe-objects";

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;

const subscription: SimulatedSubscription = {
  id: "sub_sim_1",
  customerId: "cus_sim_1",
  plan: "pro_monthly",
  status: "active",
  currentPeriodStart: at("2026-01-31T09:00:00Z"),
  currentPeriodEnd: at("2026-02-28T09:00:00Z"),
  trialEnd: null,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  createdAt: at("2026-01-31T08:59:59.900Z"),
};

const session: SimulatedCheckoutSession = {
  id: "cs_sim_1",
  customerId: "cus_sim_1",
  clientReferenceId: "user-1",
  plan: "pro_annual",
  trialDays: null,
  successUrl: "/subscription/success",
  cancelUrl: "/subscription/cancel",
  status: "open",
  subscriptionId: null,
  createdAt: at("2026-03-01T00:00:00Z"),
  expiresAt: at("2026-03-02T00:00:00Z"),
};

describe("the simulator's billing periods", () => {
  it.each([
    ["2026-01-15T10:30:00Z", "pro_monthly", "2026-02-15T10:30:00.000Z"],
    ["2026-01-31T10:30:00Z", "pro_monthly", "2026-02-28T10:30:00.000Z"],
    ["2028-01-31T10:30:00Z", "pro_monthly", "2028-02-29T10:30:00.000Z"],
    ["2026-03-31T00:00:00Z", "pro_monthly", "2026-04-30T00:00:00.000Z"],
    ["2026-12-31T23:59:59Z", "pro_monthly", "2027-01-31T23:59:59.000Z"],
    ["2028-02-29T12:00:00Z", "pro_annual", "2029-02-28T12:00:00.000Z"],
    ["2026-06-30T12:00:00Z", "pro_annual", "2027-06-30T12:00:00.000Z"],
  ] as const)("after %s, one %s period ends %s", (from, plan, end) => {
    expect(periodAfter(at(from), plan).toISOString()).toBe(end);
  });
});

describe("the simulator's Stripe objects", () => {
  it("gives ids with the prefix and 24 random letters and digits", () => {
    const ids = Array.from({ length: 500 }, () => simulatorId("evt"));
    for (const id of ids) expect(id).toMatch(/^evt_sim_[A-Za-z0-9]{24}$/);
    expect(new Set(ids).size).toBe(500);
  });

  it("writes a subscription as Stripe does, in whole seconds, with its price", () => {
    expect(subscriptionObject(subscription)).toEqual({
      id: "sub_sim_1",
      object: "subscription",
      customer: "cus_sim_1",
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      trial_end: null,
      created: seconds("2026-01-31T08:59:59Z"),
      items: {
        data: [
          {
            current_period_start: seconds("2026-01-31T09:00:00Z"),
            current_period_end: seconds("2026-02-28T09:00:00Z"),
            price: {
              id: "price_sim_pro_monthly",
              object: "price",
              currency: "usd",
              unit_amount: 999,
              recurring: { interval: "month", interval_count: 1 },
            },
          },
        ],
      },
    });
  });

  it("sets the cancellation at the period's end, the trial's and the ending's times", () => {
    const ending = subscriptionObject({
      ...subscription,
      plan: "pro_annual",
      status: "canceled",
      cancelAtPeriodEnd: true,
      trialEnd: at("2026-02-07T09:00:00Z"),
      endedAt: at("2026-02-28T09:00:00Z"),
    });
    expect(ending).toMatchObject({
      cancel_at: seconds("2026-02-28T09:00:00Z"),
      trial_end: seconds("2026-02-07T09:00:00Z"),
      ended_at: seconds("2026-02-28T09:00:00Z"),
    });
    expect(ending.items.data[0]!.price).toMatchObject({
      id: "price_sim_pro_annual",
      unit_amount: 5999,
      recurring: { interval: "year" },
    });
  });

  it("writes a checkout session, paid only once complete, and needing no payment with a trial", () => {
    expect(checkoutSessionObject(session)).toEqual({
      id: "cs_sim_1",
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_sim_1",
      client_reference_id: "user-1",
      status: "open",
      payment_status: "unpaid",
      subscription: null,
      url: "/dev/checkout/cs_sim_1",
      created: seconds("2026-03-01T00:00:00Z"),
    });
    const complete = { ...session, status: "complete" as const, subscriptionId: "sub_sim_1" };
    expect(checkoutSessionObject(complete)).toMatchObject({ payment_status: "paid", subscription: "sub_sim_1" });
    expect(checkoutSessionObject({ ...complete, trialDays: 7 }).payment_status).toBe("no_payment_required");
    expect(checkoutSessionObject({ ...session, trialDays: 7 }).payment_status).toBe("unpaid");
  });

  it("bills a period's price, nothing during a trial, and records no payment on an open invoice", () => {
    expect(invoiceObject(subscription, "paid")).toEqual({
      id: expect.stringMatching(/^in_sim_/),
      object: "invoice",
      customer: "cus_sim_1",
      status: "paid",
      currency: "usd",
      amount_due: 999,
      amount_paid: 999,
      period_start: seconds("2026-01-31T09:00:00Z"),
      period_end: seconds("2026-02-28T09:00:00Z"),
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_sim_1" } },
    });
    expect(invoiceObject({ ...subscription, plan: "pro_annual" }, "open")).toMatchObject({
      status: "open",
      amount_due: 5999,
      amount_paid: 0,
    });
    expect(invoiceObject({ ...subscription, status: "trialing" }, "paid")).toMatchObject({
      amount_due: 0,
      amount_paid: 0,
    });
  });

  it("wraps an object in Stripe's event envelope, made now", () => {
    const before = Math.floor(Date.now() / 1000);
    const event = eventObject("invoice.paid", { id: "in_1" });
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_sim_/),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: expect.any(Number),
      type: "invoice.paid",
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: "in_1" } },
    });
    expect(event.created).toBeGreaterThanOrEqual(before);
    expect(event.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });
});
