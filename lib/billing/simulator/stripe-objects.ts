import "server-only";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { SimulatedCheckoutSession, SimulatedSubscription } from "@/db/schema";
import { PAID_PLAN_DETAILS, type PaidPlanId } from "../plans";
import type { ProviderCheckoutSession, ProviderSubscription } from "../provider";

/**
 * The simulator speaks Stripe: its sessions, subscriptions, invoices and events have Stripe's shapes
 * (the fields billing reads, plus the usual envelope), so they go through the same code as Stripe's.
 */
export const SIMULATOR_PRICE_IDS: Record<PaidPlanId, string> = {
  pro_monthly: "price_sim_pro_monthly",
  pro_annual: "price_sim_pro_annual",
};

/** A Stripe-style id: prefix and 24 random letters and digits (43 drawn, so dropping "-" and "_" leaves enough). */
export function simulatorId(prefix: string): string {
  return `${prefix}_sim_${randomBytes(32).toString("base64url").replace(/[-_]/g, "").slice(0, 24)}`;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** A date one billing period after `from` (a month or a year), as Stripe counts it: the 31st falls back to the month's last day. */
export function periodAfter(from: Date, plan: PaidPlanId): Date {
  const months = PAID_PLAN_DETAILS[plan].interval === "year" ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

function price(plan: PaidPlanId) {
  const details = PAID_PLAN_DETAILS[plan];
  return {
    id: SIMULATOR_PRICE_IDS[plan],
    object: "price" as const,
    currency: "usd",
    unit_amount: details.priceCents,
    recurring: { interval: details.interval, interval_count: 1 },
  };
}

export function subscriptionObject(row: SimulatedSubscription): ProviderSubscription {
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? seconds(row.currentPeriodEnd) : null,
    ended_at: seconds(row.endedAt),
    trial_end: seconds(row.trialEnd),
    created: seconds(row.createdAt)!,
    items: {
      data: [
        {
          current_period_start: seconds(row.currentPeriodStart)!,
          current_period_end: seconds(row.currentPeriodEnd)!,
          price: price(row.plan),
        },
      ],
    },
  };
}

export function checkoutSessionObject(row: SimulatedCheckoutSession): ProviderCheckoutSession {
  const paid = row.status === "complete";
  return {
    id: row.id,
    object: "checkout.session",
    mode: "subscription",
    customer: row.customerId,
    client_reference_id: row.clientReferenceId,
    status: row.status,
    payment_status: paid ? (row.trialDays ? "no_payment_required" : "paid") : "unpaid",
    subscription: row.subscriptionId,
    url: `/dev/checkout/${row.id}`,
    created: seconds(row.createdAt)!,
  };
}

/** The invoice of a subscription's current period: paid, or open after a refused payment. */
export function invoiceObject(row: SimulatedSubscription, status: "paid" | "open") {
  const amount = row.status === "trialing" ? 0 : PAID_PLAN_DETAILS[row.plan].priceCents;
  return {
    id: simulatorId("in"),
    object: "invoice" as const,
    customer: row.customerId,
    status,
    currency: "usd",
    amount_due: amount,
    amount_paid: status === "paid" ? amount : 0,
    period_start: seconds(row.currentPeriodStart),
    period_end: seconds(row.currentPeriodEnd),
    parent: { type: "subscription_details", subscription_details: { subscription: row.id } },
  };
}

export type SimulatedEventType =
  | "checkout.session.completed"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "invoice.paid"
  | "invoice.payment_failed";

/** An event envelope as Stripe sends it. */
export function eventObject(type: SimulatedEventType, object: object) {
  return {
    id: simulatorId("evt"),
    object: "event" as const,
    api_version: Stripe.API_VERSION,
    created: seconds(new Date())!,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
