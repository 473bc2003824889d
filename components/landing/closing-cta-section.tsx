import Link from "next/link";
import { useTranslations } from "next-intl";
import { SmartphoneIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { HeadlineText } from "@/components/ui/headline-text";

export function ClosingCtaSection() {
  const t = useTranslations("landing.cta");
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          <HeadlineText>{t("title")}</HeadlineText>
        </h2>
        <p className="max-w-2xl text-lg">{t("body")}</p>
        <Link
          prefetch={false}
          href="/onboarding"
          className={cn(
            buttonVariants({ variant: "secondary", size: "lg" }),
            "h-12 px-8 text-base focus-visible:ring-primary-foreground/70",
          )}
        >
          {t("button")}
        </Link>
        <div role="group" aria-label={t("appsLabel")} className="mt-2 flex flex-wrap justify-center gap-3">
          {(["iosApp", "androidApp"] as const).map((app) => (
            <button
              key={app}
              type="button"
              disabled
              className="flex items-center gap-3 rounded-xl border border-primary-foreground/40 px-4 py-2 text-left opacity-80"
            >
              <SmartphoneIcon aria-hidden="true" className="size-6" />
              <span className="flex flex-col leading-tight">
                <span className="text-xs">{t("comingSoon")}</span>
                <span className="font-semibold">{t(app)}</span>
              </span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
