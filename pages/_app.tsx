import type { AppProps } from "next/app";
import { NextIntlClientProvider } from "next-intl";
import type { PublicPageProps } from "@/lib/i18n/public-page-props";
import "@/app/globals.css";

/**
 * The Pages Router holds only the public pages (/, /landing, /privacy, /terms). Each sets
 * `unstable_runtimeJS: false`: the HTML is rendered per request (language, support address) and ships
 * without React or a router, so a first visit downloads a few kilobytes of script instead of ~160 KiB.
 * The app itself (everything signed in, and the auth screens) lives in app/.
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
