"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { Button } from "@/components/ui/button";

/**
 * The subscription area. Upgrading goes to the pricing page; the billing portal and redeem codes
 * arrive with the billing capability and say so until then. Inside the native app wrapper there is no
 * buying or redeeming: people are sent to the website (spec section 6).
 */
export function SubscriptionActions({ pro }: { pro: boolean }) {
  const t = useTranslations("settings");
  if (useInNativeWrapper()) return <p className="text-sm text-muted-foreground">{t("useWebsite")}</p>;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {pro ? (
          <Button type="button" variant="outline" disabled aria-describedby="subscription-coming-soon">
            {t("billingPortal")}
          </Button>
        ) : (
          <Button asChild>
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        )}
        <Button type="button" variant="outline" disabled aria-describedby="subscription-coming-soon">
          {t("redeemCode")}
        </Button>
      </div>
      <p id="subscription-coming-soon" className="text-xs text-muted-foreground">
        {pro ? t("billingComingSoon") : t("redeemComingSoon")}
      </p>
    </div>
  );
}
