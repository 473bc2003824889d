import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CarriedToastDisplay } from "@/components/shell/carried-toast-display";
import { ThemeSync } from "@/components/shell/theme-sync";
import { Toaster } from "@/components/ui/sonner";
import { pickMessages } from "@/lib/i18n/pick";
import { themeScript } from "@/lib/theme/theme";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: `${t("appName")} — ${t("tagline")}`, template: `%s · ${t("appName")}` },
    description: t("tagline"),
    applicationName: t("appName"),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fdfaf7" },
    { media: "(prefers-color-scheme: dark)", color: "#1f1915" },
  ],
};

/** Only the strings the shared widgets need travel to the browser here; signed-in layouts add their own. */
const SHELL_NAMESPACES = ["common", "language", "theme", "errors"] as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const shellMessages = pickMessages(messages, SHELL_NAMESPACES);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider locale={locale} messages={shellMessages}>
          <ThemeSync />
          {children}
          <Toaster />
          <CarriedToastDisplay />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
