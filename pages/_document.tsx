import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { publicPageScript } from "@/components/landing/public-page-script";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

/** The public pages' HTML: the page, then the one small script that runs it, with the request's CSP nonce. */
export default function PublicDocument({ __NEXT_DATA__, nonce }: DocumentProps) {
  const locale = (__NEXT_DATA__.props as { pageProps?: { locale?: string } }).pageProps?.locale ?? DEFAULT_LOCALE;
  return (
    <Html lang={locale}>
      <Head nonce={nonce} />
      <body className="min-h-dvh font-sans">
        <Main />
        <NextScript nonce={nonce} />
        {/* Prerendered pages (the offline page) have no nonce: they run no script. */}
        {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: publicPageScript }} /> : null}
      </body>
    </Html>
  );
}
