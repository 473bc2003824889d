import { claimCustomerId } from "@/db/queries/billing";
import type { User } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { hasPro } from "@/lib/limits/plan-limits";
import type { PaidPlanId } from "./plans";
import { paymentProvider, type PaymentProvider } from "./provider";
import { subscriptionRunning } from "./subscription-state";

/** Pro that never ends (lifetime or an open-ended grant): there is nothing to buy. */
export function hasLifetimePro(user: Pick<User, "proEndsAt">): boolean {
  return hasPro(user) && user.proEndsAt!.getUTCFullYear() >= 9999;
}

/** Trial days a checkout by this user may start with: only a first subscription gets a trial. */
export function trialDaysFor(user: Pick<User, "stripeSubscriptionId">): number {
  return user.stripeSubscriptionId === null ? env().STRIPE_TRIAL_DAYS : 0;
}

/** The user's one customer at the provider: created on first need, stored, and reused ever after. */
async function customerOf(provider: PaymentProvider, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await provider.createCustomer({ userId: user.id, email: user.email! });
  const stored = await claimCustomerId({ userId: user.id, customerId: created });
  if (!stored) throw new AppError("not_found");
  return stored;
}

/**
 * A Checkout Session for a subscription to `plan`, for accounts with an e-mail address (guests register
 * first). A running subscription is changed in the billing portal, never bought twice.
 */
export async function startCheckout({
  user,
  plan,
  trial,
  origin,
  locale,
}: {
  user: User;
  plan: PaidPlanId;
  trial: boolean;
  origin: string;
  locale: Locale;
}): Promise<{ checkoutUrl: string; sessionId: string }> {
  if (user.isGuest || !user.email) throw new AppError("guest_checkout");
  if (hasLifetimePro(user)) throw new AppError("already_pro");
  if (subscriptionRunning(user)) throw new AppError("already_subscribed");
  const provider = await paymentProvider();
  const customerId = await customerOf(provider, user);
  const trialDays = trial ? trialDaysFor(user) : 0;
  const session = await provider.createCheckoutSession({
    customerId,
    userId: user.id,
    plan,
    trialDays: trialDays > 0 ? trialDays : null,
    successPath: `/subscription/success?session_id={CHECKOUT_SESSION_ID}&user_id=${encodeURIComponent(user.id)}`,
    cancelPath: "/subscription/cancel",
    origin,
    locale,
  });
  return { checkoutUrl: session.url, sessionId: session.id };
}

/** What the pricing page offers this user: the trial a checkout would start, or why there is nothing to buy. */
export function checkoutOffer(user: User) {
  const blocked =
    user.isGuest || !user.email
      ? ("guest" as const)
      : hasLifetimePro(user)
        ? ("lifetime" as const)
        : subscriptionRunning(user)
          ? ("subscribed" as const)
          : null;
  return { trialDays: trialDaysFor(user), blocked };
}

export type CheckoutOffer = ReturnType<typeof checkoutOffer>;
