"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { AppError } from "@/lib/errors";

/** Why a request or follow-up was refused: over the daily limit gets the upgrade prompt. */
export function RunProblem({ error }: { error: AppError }) {
  const t = useTranslations();
  if (error.code === "daily_limit") {
    return (
      <div role="alert" className="grid gap-2 rounded-lg border bg-accent p-4 text-accent-foreground">
        <p className="font-medium">{t("errors.dailyLimit")}</p>
        <p className="text-sm">{t("advice.upgradePitch")}</p>
        <Button asChild className="justify-self-start">
          <Link href="/subscription">{t("advice.upgrade")}</Link>
        </Button>
      </div>
    );
  }
  const message =
    error.code === "unauthorized" || error.code === "signed_out"
      ? t("advice.sessionExpired")
      : error.status > 0 && error.status < 500
        ? error.message
        : t("advice.sendFailed");
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
      {message}
    </p>
  );
}
