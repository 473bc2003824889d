"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { SimulatedPortalView } from "@/lib/billing/simulator/portal";
import type { PortalAction } from "@/lib/billing/simulator/schemas";
import { AppError } from "@/lib/errors";
import { SimulatorBadge } from "./simulator-badge";

/** What the customer may do in Stripe's portal; the rest are the developer's shortcuts through the statuses. */
const CUSTOMER_ACTIONS: PortalAction[] = ["cancel_at_period_end", "resume", "switch_plan"];

/** The simulated Customer Portal: the subscription, the customer's actions, and the developer's controls. */
export function PortalSimulator({ view }: { view: SimulatedPortalView }) {
  const t = useTranslations("simulator");
  const tp = useTranslations("pricing");
  const format = useFormatter();
  const router = useRouter();
  const [working, setWorking] = useState<PortalAction | null>(null);
  const subscription = view.subscription;
  const date = (value: Date | string) => format.dateTime(new Date(value), { dateStyle: "medium", timeZone: "UTC" });

  async function act(action: PortalAction) {
    setWorking(action);
    try {
      await api("/api/dev/billing-portal", { body: { action } });
      toast.success(t("updated"));
      router.refresh();
    } catch (error) {
      toast.error(t("updateFailed"), { description: error instanceof AppError ? error.message : undefined });
    } finally {
      setWorking(null);
    }
  }

  const label = (action: PortalAction) =>
    action === "switch_plan"
      ? t(subscription?.plan === "pro_annual" ? "action.switchToMonthly" : "action.switchToAnnual")
      : t(`action.${action}`);
  const button = (action: PortalAction, variant: "default" | "outline") => (
    <Button key={action} type="button" variant={variant} onClick={() => void act(action)} disabled={working !== null}>
      {working === action ? t("working") : label(action)}
    </Button>
  );
  const customer = view.actions.filter((a) => CUSTOMER_ACTIONS.includes(a));
  const developer = view.actions.filter((a) => !CUSTOMER_ACTIONS.includes(a));

  return (
    <div className="grid gap-6">
      <SimulatorBadge />
      <h1 className="text-2xl font-semibold">{t("portalTitle")}</h1>
      <section aria-labelledby="portal-plan" className="grid gap-3 rounded-xl border bg-card p-5">
        <h2 id="portal-plan" className="text-sm text-muted-foreground">
          {t("currentPlan")}
        </h2>
        {subscription ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-lg font-medium">
              {tp(subscription.plan === "pro_annual" ? "proAnnual.name" : "proMonthly.name")}
              <span className="rounded-full border px-2 py-0.5 text-xs">{t(`status.${subscription.status}`)}</span>
            </p>
            <p className="text-sm">
              {subscription.endedAt
                ? t("endedOn", { date: date(subscription.endedAt) })
                : subscription.cancelAtPeriodEnd
                  ? t("endsOn", { date: date(subscription.currentPeriodEnd) })
                  : subscription.status === "trialing" && subscription.trialEnd
                    ? t("trialEnds", { date: date(subscription.trialEnd) })
                    : t("renews", { date: date(subscription.currentPeriodEnd) })}
            </p>
            {customer.length > 0 ? (
              <div className="flex flex-wrap gap-2">{customer.map((a) => button(a, "default"))}</div>
            ) : null}
          </>
        ) : (
          <p>{t("noSubscription")}</p>
        )}
      </section>
      {developer.length > 0 ? (
        <section aria-labelledby="portal-developer" className="grid gap-3 rounded-xl border border-dashed p-5">
          <h2 id="portal-developer" className="font-medium">
            {t("developerTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("developerHint")}</p>
          <div className="flex flex-wrap gap-2">{developer.map((a) => button(a, "outline"))}</div>
        </section>
      ) : null}
      <Button asChild variant="ghost" className="justify-self-start">
        <Link href="/settings">{t("returnToApp")}</Link>
      </Button>
    </div>
  );
}
