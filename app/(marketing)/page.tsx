import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/shell/language-switcher";

export default async function LandingPage() {
  const t = await getTranslations();
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 p-4">
        <span className="text-lg font-semibold">{t("common.appName")}</span>
        <nav className="flex items-center gap-3">
          <LanguageSwitcher />
          <Link href="/auth?tab=login" className="text-sm font-medium underline-offset-4 hover:underline">
            {t("landing.login")}
          </Link>
        </nav>
      </header>
      <main id="main" className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-24 text-center">
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t("landing.heroTitle")}</h1>
        <p className="max-w-xl text-lg text-muted-foreground">{t("landing.heroSubtitle")}</p>
        <Link
          href="/onboarding"
          className="rounded-md bg-primary px-6 py-3 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t("landing.getStarted")}
        </Link>
      </main>
    </div>
  );
}
