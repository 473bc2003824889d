import type { SUBSCRIPTION_STATUSES, User } from "@/db/schema";
import type { PaidPlanId } from "./plans";
import type { ProviderSubscription } from "./provider";

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The user's subscription columns, as one provider reading gives them (written together by the sync). */
export type SubscriptionState = {
  subscriptionId: string | null;
  status: SubscriptionStatus;
  plan: PaidPlanId | null;
  /** See `subscriptionExpiresAt` in db/schema.ts. */
  expiresAt: Date | null;
  periodStartsAt: Date | null;
  trialEndsAt: Date | null;
};

const FREE: SubscriptionState = {
  subscriptionId: null,
  status: "free",
  plan: null,
  expiresAt: null,
  periodStartsAt: null,
  trialEndsAt: null,
};

/** Provider statuses in which the subscription is still going (paid, trialing, or being retried). */
const GOING = new Set(["trialing", "active", "past_due", "unpaid"]);

const moment = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function planOf(subscription: ProviderSubscription, priceIds: Record<PaidPlanId, string>): PaidPlanId | null {
  const price = subscription.items.data[0]?.price;
  if (!price) return null;
  if (price.id === priceIds.pro_annual) return "pro_annual";
  if (price.id === priceIds.pro_monthly) return "pro_monthly";
  // A price changed on the provider's side: its billing interval still says which plan it is.
  return price.recurring?.interval === "year" ? "pro_annual" : "pro_monthly";
}

/**
 * The subscription that decides the account: a going one (the newest), else the one that ended last.
 * Incomplete (never paid) and paused subscriptions give nothing.
 */
function deciding(subscriptions: ProviderSubscription[]): ProviderSubscription | undefined {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return (
    newestFirst.find((s) => GOING.has(s.status)) ??
    newestFirst
      .filter((s) => s.status === "canceled")
      .sort((a, b) => (b.ended_at ?? b.created) - (a.ended_at ?? a.created))[0]
  );
}

/**
 * Maps the provider's subscriptions onto the spec's statuses. `trialing` is trial; one set to cancel at period end
 * is canceled, Pro until then; `unpaid` (retries exhausted) is past_due with its grace run out; a canceled one
 * expires when it ended.
 */
export function subscriptionState(
  subscriptions: ProviderSubscription[],
  priceIds: Record<PaidPlanId, string>,
): SubscriptionState {
  const subscription = deciding(subscriptions);
  if (!subscription) return FREE;
  const item = subscription.items.data[0];
  const periodStartsAt = moment(item?.current_period_start);
  const periodEndsAt = moment(item?.current_period_end);
  const trialEndsAt = moment(subscription.trial_end);
  const base = { subscriptionId: subscription.id, plan: planOf(subscription, priceIds), periodStartsAt, trialEndsAt };
  const endsAt = moment(subscription.cancel_at) ?? periodEndsAt;

  switch (subscription.status) {
    case "canceled":
      return { ...base, status: "canceled", expiresAt: moment(subscription.ended_at) ?? periodEndsAt };
    case "past_due":
    case "unpaid":
      return { ...base, status: "past_due", expiresAt: periodEndsAt };
    default: {
      const ending = subscription.cancel_at_period_end || subscription.cancel_at !== null;
      if (ending) return { ...base, status: "canceled", expiresAt: endsAt };
      if (subscription.status === "trialing") return { ...base, status: "trial", expiresAt: trialEndsAt ?? endsAt };
      return { ...base, status: "active", expiresAt: periodEndsAt };
    }
  }
}

/** A subscription still runs at the provider (renewing, in trial, set to end later, or being retried). */
export function subscriptionRunning(
  user: Pick<User, "subscriptionStatus" | "subscriptionExpiresAt">,
  now = new Date(),
): boolean {
  return user.subscriptionStatus !== "free" && (user.subscriptionExpiresAt ?? now) > now;
}
