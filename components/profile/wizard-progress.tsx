"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Progress } from "@/components/ui/progress";

/** "Step n of 4" and the percentage done, with a bar. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const t = useTranslations("profileFields");
  const id = useId();
  const percent = Math.round((step / total) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span id={id}>{t("stepOf", { step, total })}</span>
        <span>{t("percent", { percent })}</span>
      </div>
      <Progress value={percent} aria-labelledby={id} />
    </div>
  );
}
