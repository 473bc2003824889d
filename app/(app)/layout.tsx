import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/app/app-header";
import { AppProviders } from "@/components/app/app-providers";
import { AdvisorSafety } from "@/components/safety/advisor-safety";
import { isAdmin } from "@/lib/admin/is-admin";
import { requirePageUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { pickMessages } from "@/lib/i18n/pick";
import { SCREEN_ONLY_NAMESPACES } from "@/lib/i18n/screen-namespaces";
import { isAppShellRequest } from "@/lib/pwa/app-shell";

/**
 * Namespaces the signed-in screens' client components never use (public pages, e-mails, server-only); a
 * screen's own come with that screen. Listed by what is left out, so a new namespace needs no edit here.
 */
const SERVER_ONLY_NAMESPACES: readonly string[] = [
  "landing",
  "legal",
  "mobile",
  "email",
  "api",
  "pages",
  "notFound",
  "simulator",
];

async function appMessages() {
  const messages = await getMessages();
  const namespaces = (Object.keys(messages) as (keyof typeof messages)[]).filter(
    (ns) => !SERVER_ONLY_NAMESPACES.includes(ns) && !SCREEN_ONLY_NAMESPACES.includes(ns),
  );
  return pickMessages(messages, namespaces);
}

/**
 * Every signed-in screen re-checks the session against the database; the proxy's redirect is only a shortcut.
 * The chat shell that the service worker keeps for offline use is rendered without any account data.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  const shown = (await isAppShellRequest()) ? null : user;
  return (
    <NextIntlClientProvider messages={await appMessages()}>
      <AppProviders user={shown ? publicUser(shown) : null}>
        <div className="flex h-dvh flex-col">
          <AppHeader user={shown} admin={shown ? isAdmin(shown) : false} />
          <AdvisorSafety />
          {/* Its own scroll box holds what is positioned inside it (sr-only text too): the window never scrolls. */}
          <div className="relative min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
