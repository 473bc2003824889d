import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { HearthLogo } from "./hearth-logo";
import { HeadlineText } from "@/components/ui/headline-text";

export function HeroSection() {
  const t = useTranslations("landing");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[34rem] max-w-5xl rounded-full bg-[radial-gradient(closest-side,oklch(0.93_0.05_40),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:pt-24 lg:pb-28">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
            {t("hero.eyebrow")}
          </p>
          <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <HeadlineText>{t("heroTitle")}</HeadlineText>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t("heroSubtitle")}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              prefetch={false}
              href="/onboarding"
              className={cn(buttonVariants({ size: "lg" }), "h-12 px-7 text-base")}
            >
              {t("hero.cta")}
            </Link>
            <a
              href="#how-it-works"
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "h-12 px-7 text-base")}
            >
              {t("hero.secondaryCta")}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{t("hero.note")}</p>
        </div>
        <ConversationPreview />
      </div>
    </section>
  );
}

/** A drawn sample exchange: shows what Hearth feels like without an image download. */
function ConversationPreview() {
  const t = useTranslations("landing.hero.preview");
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border bg-card p-5 shadow-xl shadow-primary/5">
      <figcaption className="sr-only">{t("label")}</figcaption>
      <div className="flex items-center gap-3 border-b pb-4">
        <HearthLogo className="size-9" />
        <p className="text-sm font-medium">{t("persona")}</p>
      </div>
      <div className="flex flex-col gap-3 pt-4 text-sm leading-relaxed">
        <p className="ml-8 rounded-2xl rounded-br-md bg-primary px-4 py-3 text-primary-foreground">{t("user")}</p>
        <p className="mr-8 rounded-2xl rounded-bl-md bg-secondary px-4 py-3 text-secondary-foreground">
          {t("advisor")}
        </p>
        <div
          className="mr-auto flex items-center gap-1.5 rounded-2xl bg-secondary px-4 py-3"
          role="img"
          aria-label={t("typing")}
        >
          <span className="size-1.5 rounded-full bg-muted-foreground" />
          <span className="size-1.5 rounded-full bg-muted-foreground/70" />
          <span className="size-1.5 rounded-full bg-muted-foreground/40" />
        </div>
      </div>
    </figure>
  );
}
