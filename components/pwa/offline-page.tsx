import Head from "next/head";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { HearthLogo } from "@/components/landing/hearth-logo";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

export type OfflinePageProps = { locale: Locale; messages: Pick<Messages, "common" | "pwa"> };

/**
 * What the service worker shows for a page it cannot fetch (the chat has its own offline shell).
 * "Try again" loads the same address again; plain links, since the page runs no script.
 */
export function OfflinePage() {
  const t = useTranslations("pwa.offline");
  const common = useTranslations("common");
  return (
    <>
      <Head>
        <title>{`${t("title")} · ${common("appName")}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fdfaf7" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <main
        id="main"
        className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center"
      >
        <HearthLogo className="size-12" />
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="" className={buttonVariants()}>
            {t("retry")}
          </a>
          <Link href="/chat" className={buttonVariants({ variant: "outline" })}>
            {t("openChat")}
          </Link>
        </div>
      </main>
    </>
  );
}
