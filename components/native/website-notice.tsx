"use client";

import { GlobeIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

/**
 * Inside the native wrapper, in place of every upgrade, checkout, redeem and pricing control: Pro is
 * bought on the website (spec section 6). `compact` is the one-line form for upsells inside a screen.
 */
export function WebsiteNotice({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useTranslations("native");
  if (compact) return <p className={cn("text-sm", className)}>{t("websiteShort")}</p>;
  return (
    <section
      aria-labelledby="website-notice-title"
      className={cn("flex gap-3 rounded-xl border bg-card p-5 text-card-foreground", className)}
    >
      <GlobeIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        <h2 id="website-notice-title" className="font-semibold">
          {t("websiteTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("websiteText")}</p>
      </div>
    </section>
  );
}
