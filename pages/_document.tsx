import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

export default function PublicDocument({ __NEXT_DATA__ }: DocumentProps) {
  const locale = (__NEXT_DATA__.props as { pageProps?: { locale?: string } }).pageProps?.locale ?? DEFAULT_LOCALE;
  return (
    <Html lang={locale}>
      <Head />
      <body className="min-h-dvh font-sans">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
