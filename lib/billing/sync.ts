import "server-only";
import { applySubscriptionState } from "@/db/queries/billing";
import type { NewUser, User } from "@/db/schema";
import { sendBillingEmails } from "./billing-emails";
import { paymentProvider } from "./provider";
import { subscriptionState, type SubscriptionState } from "./subscription-state";

const PRO_STATUSES = new Set(["trial", "active"]);

/** The user's columns for a reading; the activation and deactivation moments follow from the change. */
function columns(state: SubscriptionState, before: User, now: Date): Partial<NewUser> {
  const values: Partial<NewUser> = {
    stripeSubscriptionId: state.subscriptionId,
    subscriptionStatus: state.status,
    subscriptionPlan: state.plan,
    subscriptionExpiresAt: state.expiresAt,
    subscriptionPeriodStartsAt: state.periodStartsAt,
    trialEndsAt: state.trialEndsAt,
  };
  const newSubscription = state.subscriptionId !== null && state.subscriptionId !== before.stripeSubscriptionId;
  if (newSubscription && PRO_STATUSES.has(state.status)) {
    values.proActivatedAt = now;
    if (before.proSource !== "lifetime") values.proSource = "stripe";
  }
  const wasGoing = before.subscriptionStatus !== "free" && before.subscriptionStatus !== "canceled";
  if (wasGoing && (state.status === "canceled" || state.status === "free")) {
    values.proDeactivatedAt = state.expiresAt ?? now;
  }
  return values;
}

/**
 * The one way subscription state reaches the database: read the customer's subscriptions from the provider and
 * write the deciding one whole, so the order and number of events never matter. Returns the stored user (null
 * for an event already applied or a customer not ours).
 */
export async function syncCustomer({
  customerId,
  event,
  origin,
}: {
  customerId: string;
  event?: { id: string; type: string };
  /** The app's public address, for the links in the e-mails a change sends. */
  origin: string;
}): Promise<User | null> {
  const provider = await paymentProvider();
  const readAt = new Date();
  const state = subscriptionState(await provider.listSubscriptions(customerId), provider.priceIds);
  const result = await applySubscriptionState({
    customerId,
    readAt,
    event,
    values: (before) => columns(state, before, readAt),
  });
  if (result.outcome === "stale") return result.user;
  if (result.outcome !== "applied") return null;
  await sendBillingEmails(result.before, result.after, origin);
  return result.after;
}
