import { MONEY_BACK_GUARANTEE_DAYS, PRO_ANNUAL, PRO_MONTHLY, formatPrice, type PaidPlanId } from "@/lib/billing/plans";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { Email } from "./send";

export function verificationCodeEmail({ to, code, locale }: { to: string; code: string; locale: Locale }): Email {
  const t = translator(locale);
  return {
    to,
    subject: t("email.verifySubject"),
    text: t("email.verifyBody", { code, minutes: 10 }),
  };
}

export function passwordResetEmail({
  to,
  token,
  locale,
  origin,
}: {
  to: string;
  token: string;
  locale: Locale;
  origin: string;
}): Email {
  const t = translator(locale);
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, origin).toString();
  return {
    to,
    subject: t("email.resetSubject"),
    text: t("email.resetBody", { link, minutes: 60 }),
  };
}

type BillingEmailInput = {
  to: string;
  /** The app's public address, for the links. */
  origin: string;
  locale: Locale;
  plan: PaidPlanId | null;
  /** Next billing (renewal or trial end), or the day Pro ends. */
  date: Date | null;
};

const longDate = (date: Date | null, locale: Locale) =>
  date ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date) : "—";

function planLine(t: ReturnType<typeof translator>, plan: PaidPlanId | null, locale: Locale) {
  const paid = plan === "pro_annual" ? PRO_ANNUAL : PRO_MONTHLY;
  const name = t(plan === "pro_annual" ? "pricing.proAnnual.name" : "pricing.proMonthly.name");
  return { name, price: `${formatPrice(paid.priceCents, locale)}${t(`pricing.period.${paid.interval}`)}` };
}

const appLink = (path: string, origin: string) => new URL(path, origin).toString();
/** Opens the provider's billing portal after signing in (app/api/billing-portal). */
const portalLink = (origin: string) => appLink("/api/billing-portal", origin);

/** The receipt of a new subscription: plan, price, when it bills next (or when the trial ends). */
export function proActivatedEmail({
  to,
  origin,
  locale,
  plan,
  date,
  trial,
}: BillingEmailInput & { trial: boolean }): Email {
  const t = translator(locale);
  const { name, price } = planLine(t, plan, locale);
  const when = longDate(date, locale);
  return {
    to,
    subject: t("email.proActivatedSubject"),
    text: t("email.proActivatedBody", {
      plan: name,
      price,
      renewal: trial
        ? t("email.proActivatedTrial", { date: when, price })
        : t("email.proActivatedRenews", { date: when }),
      days: MONEY_BACK_GUARANTEE_DAYS,
      support: env().SUPPORT_EMAIL,
      link: portalLink(origin),
    }),
  };
}

/** A renewal was refused: Pro stays until `date` (the grace period), and the portal fixes the card. */
export function paymentFailedEmail({ to, origin, locale, plan, date }: BillingEmailInput): Email {
  const t = translator(locale);
  return {
    to,
    subject: t("email.paymentFailedSubject"),
    text: t("email.paymentFailedBody", {
      plan: planLine(t, plan, locale).name,
      date: longDate(date, locale),
      link: portalLink(origin),
    }),
  };
}

/** The subscription is canceled: Pro until `date` when that is still ahead, else free now. */
export function subscriptionCanceledEmail({
  to,
  origin,
  locale,
  plan,
  date,
  now,
}: BillingEmailInput & { now: Date }): Email {
  const t = translator(locale);
  const until =
    date && date > now ? t("email.canceledUntil", { date: longDate(date, locale) }) : t("email.canceledNow");
  return {
    to,
    subject: t("email.canceledSubject"),
    text: t("email.canceledBody", {
      plan: planLine(t, plan, locale).name,
      until,
      link: appLink("/subscription", origin),
    }),
  };
}
