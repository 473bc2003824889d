"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { Button } from "@/components/ui/button";
import { RedeemCodeDialog } from "./redeem-code-dialog";
import type { PublicUser } from "@/lib/auth/public-user";

/**
 * The subscription area. Anyone who has subscribed gets the billing portal (cancel, change plan, card,
 * invoices); anyone without Pro gets Upgrade; every account (not guests: they sign up first) can redeem a code.
 * Inside the native app wrapper there is no buying or redeeming: people are sent to the website (spec
 * section 6).
 */
export function SubscriptionActions({
  pro,
  subscriptionStatus,
  guest,
}: {
  pro: boolean;
  guest: boolean;
  subscriptionStatus: PublicUser["subscriptionStatus"];
}) {
  const t = useTranslations("settings");
  if (useInNativeWrapper()) return <p className="text-sm text-muted-foreground">{t("useWebsite")}</p>;
  return (
    <div className="grid gap-2">
      {subscriptionStatus === "past_due" ? (
        <p role="note" className="text-sm font-medium text-destructive">
          {t("pastDue")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {pro ? null : (
          <Button asChild>
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        )}
        {subscriptionStatus === "free" ? null : <ManageBillingButton />}
        {guest ? null : <RedeemCodeDialog />}
      </div>
    </div>
  );
}
