"use client";

import { UserPenIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/app/use-current-user";
import { useUsage } from "@/components/app/use-usage";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PlanStatusLine } from "@/components/billing/plan-status-line";
import { SubscriptionActions } from "./subscription-actions";

/** The plan (FREE / PRO and its state), today's usage, the way to edit the profile, and the subscription area. */
export function AccountSummary() {
  const t = useTranslations("settings");
  const tp = useTranslations("plan");
  const { data: user } = useCurrentUser();
  const usage = useUsage();
  if (!user) return null;
  const { plan } = user;

  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t("plan")}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span
              className={
                plan.pro
                  ? "rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground"
                  : "rounded-full border px-2.5 py-0.5 text-xs font-semibold"
              }
            >
              {plan.pro ? tp("pro") : tp("free")}
            </span>
            <PlanStatusLine status={plan} />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t("usageToday")}</dt>
          <dd>
            {usage.data ? (
              usage.data.limit === null ? (
                t("usageUnlimited", { count: usage.data.count })
              ) : (
                t("usageCount", { count: usage.data.count, limit: usage.data.limit })
              )
            ) : usage.isError ? (
              t("usageUnavailable")
            ) : (
              <Skeleton className="h-5 w-32" />
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/profile">
            <UserPenIcon aria-hidden />
            {t("editProfile")}
          </Link>
        </Button>
      </div>
      <SubscriptionActions status={plan} guest={user.isGuest} />
    </div>
  );
}
