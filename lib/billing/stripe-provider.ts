import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { PaymentProvider, ProviderCheckoutSession, ProviderSubscription } from "./provider";
import { log } from "@/lib/ops/log";
import { traced } from "@/lib/ops/trace";

/** Stripe's names for our languages, on Checkout and the Customer Portal. */
const STRIPE_LOCALES: Record<Locale, "en" | "zh-TW" | "zh"> = { en: "en", "zh-TW": "zh-TW", "zh-CN": "zh" };
/** Statuses of a subscription that still bills (or may): the ones that must end with the account. */
const RUNNING = new Set(["trialing", "active", "past_due", "unpaid", "incomplete", "paused"]);

let client: Stripe | undefined;

function stripe(): Stripe {
  const config = env();
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
    client = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "https:" ? 443 : 80),
        protocol: base.protocol === "https:" ? "https" : "http",
      }),
    });
  }
  return client;
}

/**
 * Stripe's own failures become one answer the user can act on ("try again"); only the error's type and
 * code are logged, never its message (which can name customers).
 */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await traced(`stripe.${what}`, { "payment.provider": "stripe" }, request);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      log.error("billing.stripe_failed", error, {
        call: what,
        type: error.type,
        code: error.code ?? null,
        status: error.statusCode ?? null,
      });
      throw new AppError("payment_provider");
    }
    throw error;
  }
}

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

export function stripeProvider(): PaymentProvider {
  const config = env();
  return {
    kind: "stripe",
    priceIds: { pro_monthly: config.STRIPE_PRICE_PRO_MONTHLY!, pro_annual: config.STRIPE_PRICE_PRO_ANNUAL! },

    async createCustomer({ userId, email }) {
      // The idempotency key makes parallel first clicks of one user get one customer.
      const customer = await call("customer", () =>
        stripe().customers.create({ email, metadata: { userId } }, { idempotencyKey: `hearth-customer-${userId}` }),
      );
      return customer.id;
    },

    async createCheckoutSession({ customerId, userId, plan, trialDays, successPath, cancelPath, origin, locale }) {
      const session = await call("checkout", () =>
        stripe().checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: this.priceIds[plan], quantity: 1 }],
          subscription_data: { metadata: { userId, plan }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
          metadata: { userId, plan },
          locale: STRIPE_LOCALES[locale],
          // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must stay unescaped.
          success_url: absolute(successPath, origin).replace("%7BCHECKOUT_SESSION_ID%7D", "{CHECKOUT_SESSION_ID}"),
          cancel_url: absolute(cancelPath, origin),
        }),
      );
      if (!session.url) throw new AppError("payment_provider");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      try {
        return (await stripe().checkout.sessions.retrieve(id)) as ProviderCheckoutSession;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return call("checkout lookup", () => Promise.reject(error));
      }
    },

    async listSubscriptions(customerId) {
      const list = await call("subscriptions", () =>
        stripe().subscriptions.list({ customer: customerId, status: "all", limit: 20 }),
      );
      return list.data as ProviderSubscription[];
    },

    async createPortalSession({ customerId, returnPath, origin, locale }) {
      const session = await call("portal", () =>
        stripe().billingPortal.sessions.create({
          customer: customerId,
          return_url: absolute(returnPath, origin),
          locale: STRIPE_LOCALES[locale],
        }),
      );
      return { url: session.url };
    },

    async resumeSubscription({ subscriptionId }) {
      // Stripe's way to clear a scheduled cancellation, whether set for the period's end or for a date.
      await call("resume", () => stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
    },

    async cancelSubscriptionsNow(customerId) {
      for (const subscription of await this.listSubscriptions(customerId)) {
        if (RUNNING.has(subscription.status)) {
          await call("cancel", () => stripe().subscriptions.cancel(subscription.id));
        }
      }
    },
  };
}
