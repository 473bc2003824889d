import "server-only";
import type { User } from "@/db/schema";
import { sendEmail, type Email } from "@/lib/email/send";
import { paymentFailedEmail, proActivatedEmail, subscriptionCanceledEmail } from "@/lib/email/templates";
import { log } from "@/lib/ops/log";

/** The columns the decision reads. */
type BillingColumns = Pick<
  User,
  | "email"
  | "language"
  | "stripeSubscriptionId"
  | "subscriptionStatus"
  | "subscriptionPlan"
  | "subscriptionExpiresAt"
  | "proEndsAt"
>;

/**
 * The e-mails a change of subscription calls for, decided from the row before and after one sync (the
 * row is locked between the two, so each change is seen by exactly one sync): a new subscription that
 * gives Pro (the receipt), a renewal that failed, a cancellation.
 */
export async function billingEmailsFor(
  before: BillingColumns,
  after: BillingColumns,
  origin: string,
  now = new Date(),
): Promise<Email[]> {
  const to = after.email;
  if (!to) return [];
  const base = { to, origin, locale: after.language, plan: after.subscriptionPlan };
  const status = after.subscriptionStatus;
  const emails: Promise<Email>[] = [];
  const newSubscription =
    after.stripeSubscriptionId !== null && after.stripeSubscriptionId !== before.stripeSubscriptionId;
  if (newSubscription && (status === "trial" || status === "active")) {
    emails.push(proActivatedEmail({ ...base, date: after.subscriptionExpiresAt, trial: status === "trial" }));
  }
  if (status === "past_due" && before.subscriptionStatus !== "past_due") {
    emails.push(paymentFailedEmail({ ...base, date: after.proEndsAt }));
  }
  const wasGoing = ["trial", "active", "past_due"].includes(before.subscriptionStatus);
  if (status === "canceled" && wasGoing) {
    emails.push(subscriptionCanceledEmail({ ...base, date: after.subscriptionExpiresAt, now }));
  }
  return Promise.all(emails);
}

/** Sends them; a failed send is logged, never undoes the state already stored. */
export async function sendBillingEmails(before: User, after: User, origin: string): Promise<void> {
  for (const email of await billingEmailsFor(before, after, origin)) {
    try {
      await sendEmail(email);
    } catch (error) {
      log.error("billing.email_failed", error);
    }
  }
}
