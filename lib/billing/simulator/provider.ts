import "server-only";
import { createHash } from "node:crypto";
import {
  endSimulatedSubscriptions,
  findSimulatedCheckoutSession,
  insertSimulatedCheckoutSession,
  listSimulatedSubscriptions,
  updateSimulatedSubscription,
} from "@/db/queries/checkout-simulator";
import type { PaymentProvider } from "../provider";
import { SIMULATOR_PRICE_IDS, checkoutSessionObject, simulatorId, subscriptionObject } from "./stripe-objects";

/** A hosted checkout page stays payable for a day, as Stripe's does. */
const SESSION_LIFETIME_MS = 24 * 3600_000;

/**
 * The checkout simulator as a payment provider (no Stripe keys): the same interface as Stripe, answered
 * from its own tables. Its checkout and portal pages live in the app (`/dev/checkout/…`,
 * `/dev/billing-portal`) and send Stripe-shaped, signed events to the same webhook code.
 */
export function simulatorProvider(): PaymentProvider {
  return {
    kind: "simulator",
    priceIds: SIMULATOR_PRICE_IDS,

    async createCustomer({ userId }) {
      // Idempotent by user, as Stripe is with the idempotency key: one user, one customer.
      return `cus_sim_${createHash("sha256").update(userId).digest("hex").slice(0, 24)}`;
    },

    async createCheckoutSession({ customerId, userId, plan, trialDays, successPath, cancelPath }) {
      const id = simulatorId("cs");
      await insertSimulatedCheckoutSession({
        values: {
          id,
          customerId,
          clientReferenceId: userId,
          plan,
          trialDays,
          successUrl: successPath,
          cancelUrl: cancelPath,
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        },
      });
      return { id, url: `/dev/checkout/${id}` };
    },

    async retrieveCheckoutSession(id) {
      const row = await findSimulatedCheckoutSession({ id });
      return row ? checkoutSessionObject(row) : null;
    },

    async listSubscriptions(customerId) {
      return (await listSimulatedSubscriptions({ customerId })).map(subscriptionObject);
    },

    async createPortalSession() {
      return { url: "/dev/billing-portal" };
    },

    async resumeSubscription({ customerId, subscriptionId }) {
      const subscription = (await listSimulatedSubscriptions({ customerId })).find((s) => s.id === subscriptionId);
      if (!subscription?.cancelAtPeriodEnd) return;
      await updateSimulatedSubscription({ seen: subscription, values: { cancelAtPeriodEnd: false, canceledAt: null } });
    },

    async cancelSubscriptionsNow(customerId) {
      await endSimulatedSubscriptions({ customerId });
    },
  };
}
