import type { GetStaticPaths, GetStaticProps } from "next";
import { OfflinePage, type OfflinePageProps } from "@/components/pwa/offline-page";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { pickMessages } from "@/lib/i18n/pick";

// The service worker's offline page, one per language, rendered by the build and precached with it
// (lib/pwa/sw.ts). Static HTML and CSS, no script: it must work with nothing but the cache.
export const config = { unstable_runtimeJS: false };

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LOCALES.map((locale) => ({ params: { locale } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<OfflinePageProps> = async ({ params }) => {
  const locale = isLocale(params?.locale) ? params.locale : "en";
  return { props: { locale, messages: pickMessages(MESSAGES[locale], ["common", "pwa"]) } };
};

export default OfflinePage;
