"use client";

import { CheckIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { WebsiteNotice } from "@/components/native/website-notice";
import { buttonVariants } from "@/components/ui/button";
import { PERSONA_COUNT, PRO_ANNUAL, PRO_MONTHLY, formatPrice, monthlyEquivalentCents } from "@/lib/billing/plans";

/**
 * What Pro adds, and where to get it: the plans on the web; inside the native wrapper no prices and no
 * purchase, only the website notice (spec section 6). Either way the free plan is one tap away.
 */
export function MobilePaywall() {
  const t = useTranslations("mobile.paywall");
  const pricing = useTranslations("pricing");
  const locale = useLocale();
  const inWrapper = useInNativeWrapper();
  const features = [
    pricing("features.allPersonas", { count: PERSONA_COUNT }),
    pricing("features.unlimited"),
    pricing("features.unlimitedHistory"),
    pricing("features.responseModes"),
    pricing("features.prioritySupport"),
    pricing("features.liveVoice"),
  ];

  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <ul aria-label={t("featuresLabel")} className="grid gap-3 rounded-xl border bg-card p-5 text-card-foreground">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {inWrapper ? (
        <WebsiteNotice />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("from", {
            price: formatPrice(monthlyEquivalentCents(PRO_ANNUAL), locale),
            monthly: formatPrice(PRO_MONTHLY.priceCents, locale),
          })}
        </p>
      )}
      <div className="mt-auto grid gap-3">
        {inWrapper ? null : (
          <Link href="/subscription" className={buttonVariants({ size: "lg" })}>
            {t("seePlans")}
          </Link>
        )}
        <Link href="/chat" className={buttonVariants({ size: "lg", variant: inWrapper ? "default" : "outline" })}>
          {t("continueFree")}
        </Link>
      </div>
    </div>
  );
}
