"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { AppError } from "@/lib/errors";

/** Why a check was refused, as the advice screen says it: over the daily limit gets the upgrade prompt. */
export function CoachProblem({ error }: { error: AppError }) {
  const t = useTranslations();
  if (error.code === "daily_limit") {
    return (
      <div role="alert" className="grid gap-2 rounded-lg border bg-accent p-4 text-accent-foreground">
        <p className="font-medium">{t("errors.dailyLimit")}</p>
        <p className="text-sm">{t("coach.upgradePitch")}</p>
        <Button asChild className="justify-self-start">
          <Link href="/subscription">{t("coach.upgrade")}</Link>
        </Button>
      </div>
    );
  }
  const message =
    error.code === "unauthorized" || error.code === "signed_out"
      ? t("errors.sessionExpired")
      : error.status > 0 && error.status < 500
        ? error.message
        : t("errors.generic");
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
      {message}
    </p>
  );
}
