import "server-only";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { planStatus } from "./plan-status";
import { paymentProvider } from "./provider";
import { syncCustomer } from "./sync";

/**
 * The provider's billing portal for the user's customer (cancel, change plan, payment method, invoices),
 * coming back to settings. Only accounts that have subscribed have a customer to manage.
 */
export async function openBillingPortal({
  user,
  origin,
  locale,
}: {
  user: User;
  origin: string;
  locale: Locale;
}): Promise<{ url: string }> {
  if (!user.stripeCustomerId) throw new AppError("no_billing_account");
  return (await paymentProvider()).createPortalSession({
    customerId: user.stripeCustomerId,
    returnPath: "/settings",
    origin,
    locale,
  });
}

/**
 * POST /api/resume-subscription: undoes a cancellation at the period's end at the provider (Stripe or
 * the simulator), then syncs, so the account renews again. Anything but a subscription set to cancel is 409.
 */
export async function resumeSubscription({ user, origin }: { user: User; origin: string }): Promise<User> {
  const { stripeCustomerId: customerId, stripeSubscriptionId: subscriptionId } = user;
  if (planStatus(user).state !== "cancelling" || !customerId || !subscriptionId) {
    throw new AppError("nothing_to_resume");
  }
  await (await paymentProvider()).resumeSubscription({ customerId, subscriptionId });
  return (await syncCustomer({ customerId, origin })) ?? user;
}

/** Account deletion ends the user's subscriptions first, so a deleted account is never billed again. */
export async function endSubscriptionsOf(user: Pick<User, "stripeCustomerId">): Promise<void> {
  if (user.stripeCustomerId) await (await paymentProvider()).cancelSubscriptionsNow(user.stripeCustomerId);
}
