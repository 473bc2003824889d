import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NativeWrapperProvider } from "@/components/native/native-wrapper";
import { ServiceWorkerUpdates } from "@/components/pwa/service-worker-updates";
import { CarriedToastDisplay } from "@/components/shell/carried-toast-display";
import { InlineScript } from "@/components/shell/inline-script";
import { ThemeSync } from "@/components/shell/theme-sync";
import { ToastOutlet } from "@/components/ui/toast";
import { pickMessages } from "@/lib/i18n/pick";
import { SHELL_NAMESPACES } from "@/lib/i18n/screen-namespaces";
import { zodWithoutEvalScript } from "@/lib/security/zod-without-eval";
import { inNativeWrapper } from "@/lib/native/in-native-wrapper";
import { APP_COLORS } from "@/lib/pwa/web-manifest";
import { themeScript } from "@/lib/theme/theme";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: `${t("appName")} — ${t("tagline")}`, template: `%s · ${t("appName")}` },
    description: t("tagline"),
    applicationName: t("appName"),
    // The manifest link comes from app/manifest.ts; these are for iOS's home screen.
    appleWebApp: { capable: true, title: t("appName"), statusBarStyle: "default" },
    icons: { apple: "/icons/apple-touch-icon.png" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: APP_COLORS.light },
    { media: "(prefers-color-scheme: dark)", color: APP_COLORS.dark },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const shellMessages = pickMessages(messages, SHELL_NAMESPACES);
  const t = await getTranslations("common");
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <InlineScript code={`${themeScript};${zodWithoutEvalScript}`} />
      </head>
      <body className="min-h-dvh font-sans">
        {/* Forms stay disabled until React runs the page (components/forms/form.tsx): say why when it never will. */}
        <noscript>
          <p role="alert" className="border-b bg-muted px-4 py-3 text-center text-sm">
            {t("needsJavaScript")}
          </p>
        </noscript>
        <NextIntlClientProvider locale={locale} messages={shellMessages}>
          <NativeWrapperProvider inWrapper={await inNativeWrapper()}>
            <ThemeSync />
            {children}
            <ServiceWorkerUpdates />
            <ToastOutlet />
            <CarriedToastDisplay />
          </NativeWrapperProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
