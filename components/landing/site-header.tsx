import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { LanguageSelectField } from "@/components/shell/language-select-field";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { HearthLogo } from "./hearth-logo";
import { MobileMenu } from "./mobile-menu";

/** The landing page's sections, in page order; each is an element id on the page. */
export const SECTION_IDS = ["how-it-works", "features", "pricing", "faq"] as const;
type SectionId = (typeof SECTION_IDS)[number];

const SECTION_LABEL = {
  "how-it-works": "howItWorks",
  features: "features",
  pricing: "pricing",
  faq: "faq",
} as const satisfies Record<SectionId, string>;

/**
 * The public header. On the landing page the section links are in-page anchors; elsewhere (legal pages)
 * they point back to the landing page's sections.
 */
export function SiteHeader({ onLanding }: { onLanding: boolean }) {
  const t = useTranslations("landing");
  const common = useTranslations("common");
  const locale = useLocale();
  const languageLabel = useTranslations("language")("label");
  // Wired by public-page-script.ts: it stores the choice and reloads the page.
  const languageSelect = (id: string, className: string) => (
    <LanguageSelectField
      id={id}
      label={languageLabel}
      className={className}
      defaultValue={locale}
      data-language-select
    />
  );
  const sectionLinks = (className: string) =>
    SECTION_IDS.map((id) => (
      <li key={id}>
        <a href={`${onLanding ? "" : "/"}#${id}`} className={className}>
          {t(`nav.${SECTION_LABEL[id]}`)}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {common("skipToContent")}
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          prefetch={false}
          href="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <HearthLogo />
          {common("appName")}
        </Link>
        <nav aria-label={t("nav.label")} className="ml-8 hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {sectionLinks(
              "rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
            )}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {languageSelect("language-wide", "hidden md:block")}
          <Link prefetch={false} href="/auth?tab=login" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {t("login")}
          </Link>
          <Link prefetch={false} href="/auth?tab=register" className={cn(buttonVariants({ size: "sm" }), "md:hidden")}>
            {t("getStarted")}
          </Link>
          <MobileMenu openLabel={t("nav.openMenu")} closeLabel={t("nav.closeMenu")}>
            <nav aria-label={t("nav.mobileLabel")}>
              <ul className="flex flex-col text-base font-medium">
                {sectionLinks(
                  "block rounded-md px-2 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                )}
              </ul>
            </nav>
            {languageSelect("language-menu", "mt-3 px-2")}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
