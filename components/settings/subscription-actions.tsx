"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { PastDueNote } from "@/components/billing/plan-status-line";
import { ResumeSubscriptionButton } from "@/components/billing/resume-subscription-button";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { Button } from "@/components/ui/button";
import type { PlanStatus } from "@/lib/billing/plan-status";
import { RedeemCodeDialog } from "./redeem-code-dialog";

/**
 * The subscription area, from the plan's state: Upgrade on the free plan, Resume while set to cancel,
 * the billing portal once subscribed, Redeem Code but for guests. Inside the native app wrapper there is
 * no buying or redeeming: people are sent to the website (spec section 6).
 */
export function SubscriptionActions({ status, guest }: { status: PlanStatus; guest: boolean }) {
  const t = useTranslations("settings");
  if (useInNativeWrapper()) return <p className="text-sm text-muted-foreground">{t("useWebsite")}</p>;
  return (
    <div className="grid gap-2">
      <PastDueNote status={status} />
      <div className="flex flex-wrap gap-2">
        {status.state === "free" ? (
          <Button asChild>
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        ) : null}
        {status.state === "cancelling" ? <ResumeSubscriptionButton /> : null}
        {status.billing ? <ManageBillingButton /> : null}
        {guest ? null : <RedeemCodeDialog />}
      </div>
    </div>
  );
}
