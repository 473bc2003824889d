"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { PlanStatus } from "@/lib/billing/plan-status";

/**
 * A plan's details after its FREE / PRO badge (spec section 4's plan display, and the states it leaves
 * out): the trial's days left and first payment, Next Billing, Pro Until with "won't renew" or the code
 * it came from, Lifetime Access. The same words on settings and the pricing page.
 */
export function PlanStatusLine({ status }: { status: PlanStatus }) {
  const t = useTranslations("plan");
  const format = useFormatter();
  // A fixed zone so the server's and the browser's rendering agree.
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeZone: "UTC" });
  const name = "plan" in status && status.plan ? t(`names.${status.plan}`) : null;
  const parts: string[] = [];
  switch (status.state) {
    case "trial":
      parts.push(t("trial", { days: status.daysLeft }), t("firstPayment", { date: day(status.renewsAt) }));
      break;
    case "active":
      if (name) parts.push(name);
      parts.push(t("nextBilling", { date: day(status.renewsAt) }));
      break;
    case "cancelling":
      parts.push(t("proUntil", { date: day(status.proUntil) }), t("wontRenew"));
      break;
    case "past_due":
      if (status.proUntil) parts.push(t("proUntil", { date: day(status.proUntil) }));
      break;
    case "code":
      parts.push(t("proUntil", { date: day(status.proUntil) }), t("fromCode"));
      break;
    case "lifetime":
      parts.push(t("lifetime"));
      break;
  }
  if (parts.length === 0) return null;
  return <span>{parts.join(" · ")}</span>;
}

/** A failed renewal, said where the plan is shown: Pro kept for the grace period, then paused. */
export function PastDueNote({ status }: { status: PlanStatus }) {
  const t = useTranslations("plan");
  if (status.state !== "past_due") return null;
  return (
    <p role="note" className="text-sm font-medium text-destructive">
      {status.pro ? t("pastDue") : t("pastDueEnded")}
    </p>
  );
}
