import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PageKey } from "@/lib/i18n/page-metadata";

/** Stands in for a screen whose capability has not landed yet. */
export async function PlaceholderPage({ page }: { page: PageKey }) {
  const t = await getTranslations();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-3xl font-semibold tracking-tight">{t(`pages.${page}`)}</h1>
      <p className="text-muted-foreground">{t("placeholder.description")}</p>
      <Link href="/" className="text-primary underline underline-offset-4">
        {t("common.backToHome")}
      </Link>
    </main>
  );
}
