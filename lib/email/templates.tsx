import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { MONEY_BACK_GUARANTEE_DAYS, PRO_ANNUAL, PRO_MONTHLY, formatPrice, type PaidPlanId } from "@/lib/billing/plans";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { Action, Code, EmailLayout, Paragraph } from "./layout";
import type { Email } from "./send";

/** The HTML and, from the same element, its plain-text part: one design, never two texts that drift apart. */
export async function email(to: string, subject: string, element: ReactElement): Promise<Email> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to, subject, html, text };
}

export const appLink = (path: string, origin: string) => new URL(path, origin).toString();

export function verificationCodeEmail({ to, code, locale }: { to: string; code: string; locale: Locale }) {
  const t = translator(locale);
  const subject = t("email.verifySubject");
  return email(
    to,
    subject,
    <EmailLayout
      locale={locale}
      subject={subject}
      preview={t("email.verifyPreview", { code })}
      reason={t("email.verifyReason")}
    >
      <Paragraph>{t("email.verifyIntro")}</Paragraph>
      <Code>{code}</Code>
      <Paragraph>{t("email.verifyExpiry", { minutes: 10 })}</Paragraph>
    </EmailLayout>,
  );
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
}) {
  const t = translator(locale);
  const subject = t("email.resetSubject");
  const link = appLink(`/reset-password?token=${encodeURIComponent(token)}`, origin);
  return email(
    to,
    subject,
    <EmailLayout locale={locale} subject={subject} preview={t("email.resetIntro")} reason={t("email.resetReason")}>
      <Paragraph>{t("email.resetIntro")}</Paragraph>
      <Action href={link} label={t("email.resetAction")} locale={locale} />
      <Paragraph>{t("email.resetExpiry", { minutes: 60 })}</Paragraph>
    </EmailLayout>,
  );
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

/** Opens the provider's billing portal after signing in (app/api/billing-portal). */
const portalLink = (origin: string) => appLink("/api/billing-portal", origin);

/** The receipt of a new subscription: plan, price, when it bills next (or when the trial ends). */
export function proActivatedEmail({ to, origin, locale, plan, date, trial }: BillingEmailInput & { trial: boolean }) {
  const t = translator(locale);
  const subject = t("email.proActivatedSubject");
  const { name, price } = planLine(t, plan, locale);
  const when = longDate(date, locale);
  const days = MONEY_BACK_GUARANTEE_DAYS;
  return email(
    to,
    subject,
    <EmailLayout
      locale={locale}
      subject={subject}
      preview={t("email.proActivatedIntro")}
      reason={t("email.billingReason")}
    >
      <Paragraph>{t("email.proActivatedIntro")}</Paragraph>
      <Paragraph>
        {t("email.proActivatedPlan", { plan: name, price })}
        <br />
        {trial ? t("email.proActivatedTrial", { date: when, price }) : t("email.proActivatedRenews", { date: when })}
      </Paragraph>
      <Paragraph>{t("email.proActivatedFeatures")}</Paragraph>
      <Paragraph>{t("email.proActivatedManage")}</Paragraph>
      <Action href={portalLink(origin)} label={t("email.manageAction")} locale={locale} />
      <Paragraph>{t("email.proActivatedGuarantee", { days, support: env().SUPPORT_EMAIL })}</Paragraph>
    </EmailLayout>,
  );
}

/** A renewal was refused: Pro stays until `date` (the grace period), and the portal fixes the card. */
export function paymentFailedEmail({ to, origin, locale, plan, date }: BillingEmailInput) {
  const t = translator(locale);
  const subject = t("email.paymentFailedSubject");
  const intro = t("email.paymentFailedIntro", { plan: planLine(t, plan, locale).name });
  return email(
    to,
    subject,
    <EmailLayout locale={locale} subject={subject} preview={intro} reason={t("email.billingReason")}>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{t("email.paymentFailedGrace", { date: longDate(date, locale) })}</Paragraph>
      <Action href={portalLink(origin)} label={t("email.paymentFailedAction")} locale={locale} />
      <Paragraph>{t("email.paymentFailedAfter")}</Paragraph>
    </EmailLayout>,
  );
}

/** The subscription is canceled: Pro until `date` when that is still ahead, else free now. */
export function subscriptionCanceledEmail({ to, origin, locale, plan, date, now }: BillingEmailInput & { now: Date }) {
  const t = translator(locale);
  const subject = t("email.canceledSubject");
  const intro = t("email.canceledIntro", { plan: planLine(t, plan, locale).name });
  const until =
    date && date > now ? t("email.canceledUntil", { date: longDate(date, locale) }) : t("email.canceledNow");
  return email(
    to,
    subject,
    <EmailLayout locale={locale} subject={subject} preview={intro} reason={t("email.billingReason")}>
      <Paragraph>
        {intro} {until}
      </Paragraph>
      <Paragraph>{t("email.canceledAgain")}</Paragraph>
      <Action href={appLink("/subscription", origin)} label={t("email.canceledAction")} locale={locale} />
    </EmailLayout>,
  );
}

/** A background export is ready: the link leads to settings, where only the signed-in owner can download it. */
export function dataExportReadyEmail({
  to,
  origin,
  locale,
  hours,
}: {
  to: string;
  origin: string;
  locale: Locale;
  hours: number;
}) {
  const t = translator(locale);
  const subject = t("email.dataExportSubject");
  return email(
    to,
    subject,
    <EmailLayout
      locale={locale}
      subject={subject}
      preview={t("email.dataExportIntro")}
      reason={t("email.dataExportReason")}
    >
      <Paragraph>{t("email.dataExportIntro")}</Paragraph>
      <Action href={appLink("/settings#settings-data", origin)} label={t("email.dataExportAction")} locale={locale} />
      <Paragraph>{t("email.dataExportExpiry", { hours })}</Paragraph>
    </EmailLayout>,
  );
}
