"use client";

import { CheckIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api } from "@/lib/client/api";
import { fullPageLoad, rememberRedirect } from "@/lib/auth/redirects";
import type { CheckoutOffer } from "@/lib/billing/checkout";
import { markPaymentInProgress } from "@/lib/billing/payment-markers";
import {
  FREE_PLAN,
  MONEY_BACK_GUARANTEE_DAYS,
  PAID_PLANS,
  PAID_PLAN_DETAILS,
  PERSONA_COUNT,
  annualSavingsPercent,
  formatPrice,
  monthlyEquivalentCents,
  type PaidPlanId,
} from "@/lib/billing/plans";
import { cn } from "@/lib/cn";
import { AppError } from "@/lib/errors";
import { FREE_CONVERSATIONS, FREE_DAILY_MESSAGES, FREE_HISTORY_DAYS } from "@/lib/limits/plan-limits";
import { ManageBillingButton } from "./manage-billing-button";
import { PastDueNote, PlanStatusLine } from "./plan-status-line";
import { ResumeSubscriptionButton } from "./resume-subscription-button";

type Checkout = { checkoutUrl?: string; sessionId?: string };

/**
 * The pricing page's plans (spec sections 2 and 4): monthly and annual tabs, the Free and Pro cards, and
 * Upgrade (busy, the payment-in-progress markers, the checkout). A subscriber's own plan is marked as
 * theirs; Pro from a code or for life offers nothing to buy.
 */
export function PricingPlans({ offer, initialPlan }: { offer: CheckoutOffer; initialPlan: PaidPlanId }) {
  const t = useTranslations("subscription");
  const tp = useTranslations("pricing");
  const tplan = useTranslations("plan");
  const locale = useLocale();
  const format = useFormatter();
  const { status } = offer;
  const subscribedTo = "plan" in status ? status.plan : null;
  const [plan, setPlan] = useState<PaidPlanId>(initialPlan);
  const [trial, setTrial] = useState(false);
  const [busy, setBusy] = useState(false);

  async function upgrade() {
    setBusy(true);
    try {
      const session = await api<Checkout>("/api/checkout", { body: { plan, trial: trial && offer.trialDays > 0 } });
      if (!session.checkoutUrl || !session.sessionId) {
        setBusy(false);
        toast.error(t("subscriptionError"), { description: t("noCheckoutUrl") });
        return;
      }
      markPaymentInProgress(session.sessionId);
      window.location.assign(session.checkoutUrl);
    } catch (error) {
      setBusy(false);
      const coded = error instanceof AppError && error.status > 0 && error.code !== "internal";
      toast.error(t("subscriptionError"), { description: coded ? error.message : t("checkoutFailed") });
    }
  }

  function registerFirst() {
    const back = `/subscription?plan=${plan}`;
    rememberRedirect(back);
    fullPageLoad(`/auth/register?redirect=${encodeURIComponent(back)}`);
  }

  const proFeatures = [
    tp("features.allPersonas", { count: PERSONA_COUNT }),
    tp("features.unlimited"),
    tp("features.unlimitedHistory"),
    tp("features.prioritySupport"),
    tp("features.responseModes"),
    tp("features.liveVoice"),
  ];
  const freeFeatures = [
    tp("features.therapistOnly"),
    tp("features.dailyMessages", { count: FREE_DAILY_MESSAGES }),
    tp("features.conversations", { count: FREE_CONVERSATIONS }),
    tp("features.history", { days: FREE_HISTORY_DAYS }),
  ];

  /** The Free and Pro cards for one billing period (one tab's panel). */
  function cardsFor(shown: PaidPlanId) {
    const details = PAID_PLAN_DETAILS[shown];
    return (
      <ul className="grid items-stretch gap-6 md:grid-cols-2">
        <PlanCard
          name={tp("free.name")}
          description={tp("free.description")}
          price={formatPrice(FREE_PLAN.priceCents, locale)}
          period={tp("period.forever")}
          features={freeFeatures}
        >
          <Link href="/chat" className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
            {t("continueFree")}
          </Link>
        </PlanCard>

        <PlanCard
          featured
          badge={shown === "pro_monthly" ? tp("proMonthly.badge") : t("saveBadge", { percent: annualSavingsPercent() })}
          name={tp(shown === "pro_monthly" ? "proMonthly.name" : "proAnnual.name")}
          description={t("proDescription")}
          price={formatPrice(details.priceCents, locale)}
          period={tp(`period.${details.interval}`)}
          note={
            shown === "pro_annual"
              ? tp("proAnnual.monthlyEquivalent", { price: formatPrice(monthlyEquivalentCents(details), locale) })
              : undefined
          }
          features={proFeatures}
        >
          {offer.blocked === "subscribed" && subscribedTo === shown ? (
            <div className="grid gap-2">
              <p className="text-sm font-medium">{t("currentPlan")}</p>
              <p className="text-sm">
                <PlanStatusLine status={status} />
              </p>
              <PastDueNote status={status} />
              <div className="flex flex-wrap gap-2">
                {status.state === "cancelling" ? <ResumeSubscriptionButton /> : null}
                <ManageBillingButton variant={status.state === "cancelling" ? "outline" : "default"} />
              </div>
            </div>
          ) : offer.blocked === "subscribed" ? (
            <div className="grid gap-2">
              <p className="text-sm">
                {t("subscribed", { plan: subscribedTo ? tplan(`names.${subscribedTo}`) : tp("proMonthly.name") })}
              </p>
              <ManageBillingButton variant="default" />
            </div>
          ) : offer.blocked === "lifetime" ? (
            <p className="text-sm font-medium">{t("lifetime")}</p>
          ) : status.state === "code" ? (
            <p className="text-sm font-medium">
              {t("fromCode", {
                date: format.dateTime(new Date(status.proUntil), { dateStyle: "medium", timeZone: "UTC" }),
              })}
            </p>
          ) : offer.blocked === "guest" ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{t("guestNote")}</p>
              <Button type="button" size="lg" onClick={registerFirst}>
                {t("guestCta")}
              </Button>
            </div>
          ) : (
            <div className="grid gap-3">
              {offer.trialDays > 0 ? (
                <div className="flex items-start gap-2">
                  <Checkbox
                    id="subscription-trial"
                    checked={trial}
                    onCheckedChange={(value) => setTrial(value === true)}
                    aria-describedby="subscription-trial-hint"
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor="subscription-trial">{t("trial", { days: offer.trialDays })}</Label>
                    <p id="subscription-trial-hint" className="text-xs text-muted-foreground">
                      {t("trialHint")}
                    </p>
                  </div>
                </div>
              ) : null}
              <Button type="button" size="lg" onClick={() => void upgrade()} disabled={busy} aria-busy={busy}>
                {busy ? t("upgrading") : t("upgrade")}
              </Button>
            </div>
          )}
        </PlanCard>
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      <Tabs value={plan} onValueChange={(value) => setPlan(value as PaidPlanId)} className="items-center">
        <TabsList aria-label={t("billingPeriod")}>
          <TabsTrigger value="pro_monthly">{t("monthly")}</TabsTrigger>
          <TabsTrigger value="pro_annual" className="gap-2">
            {t("annual")}
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              {t("saveBadge", { percent: annualSavingsPercent() })}
            </span>
          </TabsTrigger>
        </TabsList>
        {PAID_PLANS.map((shown) => (
          <TabsContent key={shown} value={shown} className="mt-4 w-full">
            {cardsFor(shown)}
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-center text-sm text-muted-foreground">
        {tp("guarantee", { days: MONEY_BACK_GUARANTEE_DAYS })} {t("securePayment")}
      </p>
    </div>
  );
}

function PlanCard({
  name,
  description,
  price,
  period,
  note,
  badge,
  featured,
  features,
  children,
}: {
  name: string;
  description: string;
  price: string;
  period: string;
  note?: string;
  badge?: string;
  featured?: boolean;
  features: string[];
  children: ReactNode;
}) {
  const tp = useTranslations("pricing");
  return (
    <li
      className={cn(
        "relative flex flex-col gap-6 rounded-2xl border bg-card p-6 pt-8 shadow-sm",
        featured && "border-2 border-primary shadow-lg shadow-primary/10",
      )}
    >
      {badge ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {badge}
        </p>
      ) : null}
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold">{name}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="grid gap-1">
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-semibold tracking-tight">{price}</span>
          <span className="text-muted-foreground">{period}</span>
        </p>
        {note ? <p className="text-sm font-medium text-primary">{note}</p> : null}
      </div>
      {children}
      <ul aria-label={tp("featuresLabel", { plan: name })} className="grid gap-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
