import "server-only";
import { requireDevSurface } from "@/lib/dev/surfaces";
import { listSimulatedSubscriptions, updateSimulatedSubscription } from "@/db/queries/checkout-simulator";
import type { SimulatedSubscription, User, simulatedSubscriptions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { deliverEvents } from "./deliver";
import type { PortalAction } from "./schemas";
import { eventObject, invoiceObject, periodAfter, subscriptionObject } from "./stripe-objects";

type SubscriptionChange = Partial<typeof simulatedSubscriptions.$inferInsert>;
type Outcome = {
  values: SubscriptionChange;
  events: (after: SimulatedSubscription) => ReturnType<typeof eventObject>[];
};

const GOING = new Set(["trialing", "active", "past_due", "unpaid"]);

/** The customer's subscription the portal manages: the newest one still going, else the newest. */
async function managed(user: Pick<User, "stripeCustomerId">) {
  requireDevSurface("simulator");
  if (!user.stripeCustomerId) return null;
  const subscriptions = await listSimulatedSubscriptions({ customerId: user.stripeCustomerId });
  return subscriptions.find((s) => GOING.has(s.status)) ?? subscriptions[0] ?? null;
}

/** Which actions fit the subscription as it is (the page offers exactly these). */
export function availableActions(subscription: SimulatedSubscription | null): PortalAction[] {
  if (!subscription || !GOING.has(subscription.status)) return [];
  if (subscription.status === "past_due" || subscription.status === "unpaid") return ["pay_invoice", "cancel_now"];
  if (subscription.cancelAtPeriodEnd) return ["resume", "renew", "cancel_now"];
  return ["cancel_at_period_end", "switch_plan", "renew", "fail_payment", "cancel_now"];
}

/** What the simulated billing portal shows. */
export async function simulatedPortal({ user }: { user: User }) {
  const subscription = await managed(user);
  return {
    subscription: subscription && {
      plan: subscription.plan,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
      trialEnd: subscription.trialEnd,
      endedAt: subscription.endedAt,
    },
    actions: availableActions(subscription),
  };
}

export type SimulatedPortalView = Awaited<ReturnType<typeof simulatedPortal>>;

const updated = (after: SimulatedSubscription) =>
  eventObject("customer.subscription.updated", subscriptionObject(after));

/**
 * What each action does at Stripe, and the events Stripe would send. The developer's "renew" and "fail
 * the renewal" happen now: the next period starts at once (simulated time never waits for a month).
 */
function outcome(action: PortalAction, s: SimulatedSubscription, now: Date): Outcome {
  switch (action) {
    case "cancel_at_period_end":
      return { values: { cancelAtPeriodEnd: true, canceledAt: now }, events: (after) => [updated(after)] };
    case "resume":
      return { values: { cancelAtPeriodEnd: false, canceledAt: null }, events: (after) => [updated(after)] };
    case "switch_plan": {
      const plan = s.plan === "pro_annual" ? "pro_monthly" : "pro_annual";
      const values = { plan, currentPeriodStart: now, currentPeriodEnd: periodAfter(now, plan) } as const;
      // A trial keeps running on the new plan; a paid switch is billed now for the new period.
      if (s.status === "trialing") return { values: { plan }, events: (after) => [updated(after)] };
      return {
        values,
        events: (after) => [eventObject("invoice.paid", invoiceObject(after, "paid")), updated(after)],
      };
    }
    case "renew":
      if (s.cancelAtPeriodEnd) {
        return {
          values: { status: "canceled", endedAt: now },
          events: (after) => [eventObject("customer.subscription.deleted", subscriptionObject(after))],
        };
      }
      return {
        values: { status: "active", currentPeriodStart: now, currentPeriodEnd: periodAfter(now, s.plan) },
        events: (after) => [eventObject("invoice.paid", invoiceObject(after, "paid")), updated(after)],
      };
    case "fail_payment":
      return {
        values: { status: "past_due", currentPeriodStart: now, currentPeriodEnd: periodAfter(now, s.plan) },
        events: (after) => [eventObject("invoice.payment_failed", invoiceObject(after, "open")), updated(after)],
      };
    case "pay_invoice":
      return {
        values: { status: "active" },
        events: (after) => [eventObject("invoice.paid", invoiceObject(after, "paid")), updated(after)],
      };
    case "cancel_now":
      return {
        values: { status: "canceled", canceledAt: now, endedAt: now },
        events: (after) => [eventObject("customer.subscription.deleted", subscriptionObject(after))],
      };
  }
}

/** Applies a portal or developer action to the managed subscription and sends Stripe's events for it. */
export async function changeSimulatedSubscription({
  user,
  action,
  origin,
}: {
  user: User;
  action: PortalAction;
  origin: string;
}) {
  const subscription = await managed(user);
  if (!subscription) throw new AppError("no_billing_account");
  if (!availableActions(subscription).includes(action)) throw new AppError("subscription_action_unavailable");
  const { values, events } = outcome(action, subscription, new Date());
  const after = await updateSimulatedSubscription({ seen: subscription, values });
  if (!after) throw new AppError("subscription_action_unavailable");
  await deliverEvents(events(after), origin);
}
