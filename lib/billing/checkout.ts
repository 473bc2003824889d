import "server-only";
import { claimCustomerId } from "@/db/queries/billing";
import type { User } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { checkoutBlock, planStatus } from "./plan-status";
import type { PaidPlanId } from "./plans";
import { paymentProvider, type PaymentProvider } from "./provider";

const REFUSALS = {
  guest: "guest_checkout",
  lifetime: "already_pro",
  code: "pro_from_code",
  subscribed: "already_subscribed",
} as const;

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
 * first) and no Pro: a running subscription is changed in the billing portal, never bought twice, and
 * Pro from a code runs to its end before a subscription can start.
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
  const blocked = checkoutBlock(user);
  if (blocked) throw new AppError(REFUSALS[blocked]);
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

/** What the pricing page offers this user: their plan, the trial a checkout would start, or why there is nothing to buy. */
export function checkoutOffer(user: User) {
  return { status: planStatus(user), trialDays: trialDaysFor(user), blocked: checkoutBlock(user) };
}

export type CheckoutOffer = ReturnType<typeof checkoutOffer>;
