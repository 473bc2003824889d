import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { paymentProvider } from "./provider";

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

/** Account deletion ends the user's subscriptions first, so a deleted account is never billed again. */
export async function endSubscriptionsOf(user: Pick<User, "stripeCustomerId">): Promise<void> {
  if (user.stripeCustomerId) await (await paymentProvider()).cancelSubscriptionsNow(user.stripeCustomerId);
}
