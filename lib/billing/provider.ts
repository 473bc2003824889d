import "server-only";
import type Stripe from "stripe";
import type { PaidPlanId } from "@/lib/billing/plans";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The parts of Stripe's objects billing reads. Stripe answers with the full objects; the checkout
 * simulator builds these same shapes, so one mapping (lib/billing/subscription-state.ts) reads both.
 */
export type ProviderSubscription = Pick<
  Stripe.Subscription,
  "id" | "status" | "cancel_at_period_end" | "cancel_at" | "ended_at" | "trial_end" | "created"
> & {
  object: "subscription";
  customer: string | { id: string };
  items: {
    data: Array<
      Pick<Stripe.SubscriptionItem, "current_period_start" | "current_period_end"> & {
        price: { id: string; recurring: { interval: string } | null };
      }
    >;
  };
};

export type ProviderCheckoutSession = Pick<
  Stripe.Checkout.Session,
  "id" | "client_reference_id" | "status" | "payment_status" | "url" | "created"
> & {
  object: "checkout.session";
  mode: "subscription";
  customer: string | { id: string } | null;
  subscription: string | { id: string } | null;
};

export type CheckoutRequest = {
  customerId: string;
  userId: string;
  plan: PaidPlanId;
  trialDays: number | null;
  /** Paths in the app; the provider makes them absolute against `origin` where it must. */
  successPath: string;
  cancelPath: string;
  /** The app's public address (lib/env's publicOrigin). */
  origin: string;
  locale: Locale;
};

/** What billing needs from a payment provider. Stripe and the checkout simulator implement it alike. */
export interface PaymentProvider {
  readonly kind: "stripe" | "simulator";
  /** The price id of each plan. */
  readonly priceIds: Record<PaidPlanId, string>;
  /** Creates the user's customer; repeated calls for one user give the same customer (idempotent). */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /** Every subscription of a customer, whatever its status. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  createPortalSession(input: {
    customerId: string;
    returnPath: string;
    origin: string;
    locale: Locale;
  }): Promise<{ url: string }>;
  /** Takes back a cancellation at the period's end: the subscription renews again. */
  resumeSubscription(input: { customerId: string; subscriptionId: string }): Promise<void>;
  /** Ends every running subscription of a customer at once (the account is being deleted). */
  cancelSubscriptionsNow(customerId: string): Promise<void>;
}

/** The id behind an expandable field (`"cus_1"` or `{ id: "cus_1", … }`). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Stripe with keys configured, otherwise the checkout simulator (spec: payments' embedded default). */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (env().payments === "stripe") return (await import("./stripe-provider")).stripeProvider();
  return (await import("./simulator/provider")).simulatorProvider();
}
