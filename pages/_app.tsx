import type { AppProps } from "next/app";
import { NextIntlClientProvider } from "next-intl";
import type { PublicPageProps } from "@/lib/i18n/public-page-props";
import "@/app/globals.css";

/**
 * The Pages Router holds only the public pages, each with `unstable_runtimeJS: false`: HTML rendered per request
 * without React or a router, so a first visit loads a few kilobytes of script instead of ~160 KiB.
 */
export default function PublicApp({ Component, pageProps }: AppProps<Partial<PublicPageProps>>) {
  // Next's own error pages (/_error, /404 of this router) come without our props.
  if (!pageProps.locale || !pageProps.messages) return <Component {...pageProps} />;
  return (
    <NextIntlClientProvider locale={pageProps.locale} messages={pageProps.messages} timeZone="UTC">
      <Component {...pageProps} />
    </NextIntlClientProvider>
  );
}
