import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { CheckIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import {
  FREE_PLAN,
  MONEY_BACK_GUARANTEE_DAYS,
  PERSONA_COUNT,
  PRO_ANNUAL,
  PRO_MONTHLY,
  annualSavingsPercent,
  formatPrice,
  monthlyEquivalentCents,
  type Plan,
} from "@/lib/billing/plans";
import { cn } from "@/lib/cn";
import { FREE_CONVERSATIONS, FREE_DAILY_MESSAGES, FREE_HISTORY_DAYS } from "@/lib/limits/plan-limits";
import { LandingSection } from "./landing-section";

type Card = {
  plan: Plan;
  messages: "free" | "proMonthly" | "proAnnual";
  href: string;
  badge?: string;
  note?: string;
  featured?: boolean;
  features: string[];
};

export function PricingSection() {
  const t = useTranslations("pricing");
  const locale = useLocale();
  const proFeatures = [
    t("features.allPersonas", { count: PERSONA_COUNT }),
    t("features.unlimited"),
    t("features.unlimitedHistory"),
    t("features.prioritySupport"),
    t("features.responseModes"),
    t("features.liveVoice"),
  ];
  const cards: Card[] = [
    {
      plan: FREE_PLAN,
      messages: "free",
      href: "/onboarding",
      features: [
        t("features.therapistOnly"),
        // The spec quotes the landing page's own wording for the daily messages (section 9).
        t("features.dailyConversations", { count: FREE_DAILY_MESSAGES }),
        t("features.conversations", { count: FREE_CONVERSATIONS }),
        t("features.history", { days: FREE_HISTORY_DAYS }),
      ],
    },
    {
      plan: PRO_MONTHLY,
      messages: "proMonthly",
      href: "/subscription",
      badge: t("proMonthly.badge"),
      featured: true,
      features: proFeatures,
    },
    {
      plan: PRO_ANNUAL,
      messages: "proAnnual",
      href: "/subscription",
      badge: t("proAnnual.badge", { percent: annualSavingsPercent() }),
      note: t("proAnnual.monthlyEquivalent", { price: formatPrice(monthlyEquivalentCents(PRO_ANNUAL), locale) }),
      features: proFeatures,
    },
  ];

  return (
    <LandingSection id="pricing" title={t("title")} subtitle={t("subtitle")}>
      <ul className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
        {cards.map((card) => {
          const name = t(`${card.messages}.name`);
          return (
            <li
              key={card.plan.id}
              className={cn(
                "relative flex flex-col gap-6 rounded-2xl border bg-card p-7 pt-8 shadow-sm",
                card.featured && "border-2 border-primary shadow-lg shadow-primary/10",
              )}
            >
              {card.badge && (
                <p
                  className={cn(
                    "absolute -top-3.5 left-7 rounded-full px-3 py-1 text-xs font-semibold",
                    card.featured
                      ? "bg-primary text-primary-foreground"
                      : "border border-primary/30 bg-accent text-accent-foreground",
                  )}
                >
                  {card.badge}
                </p>
              )}
              <div className="flex flex-col gap-2">
                <h3 className="text-xl font-semibold">{name}</h3>
                <p className="min-h-10 text-sm text-muted-foreground">{t(`${card.messages}.description`)}</p>
              </div>
              <div className="flex flex-col gap-1">
                <p className="flex items-baseline gap-1.5">
                  <span className="text-4xl font-semibold tracking-tight">
                    {formatPrice(card.plan.priceCents, locale)}
                  </span>
                  <span className="text-muted-foreground">{t(`period.${card.plan.interval}`)}</span>
                </p>
                {card.note && <p className="text-sm font-medium text-primary">{card.note}</p>}
              </div>
              <Link
                prefetch={false}
                href={card.href}
                className={cn(buttonVariants({ variant: card.featured ? "default" : "outline", size: "lg" }), "w-full")}
              >
                {t(`${card.messages}.cta`)}
              </Link>
              <ul aria-label={t("featuresLabel", { plan: name })} className="flex flex-col gap-3 text-sm">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        {t("guarantee", { days: MONEY_BACK_GUARANTEE_DAYS })}
      </p>
    </LandingSection>
  );
}
