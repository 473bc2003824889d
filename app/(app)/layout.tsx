import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/app/app-header";
import { AppProviders } from "@/components/app/app-providers";
import { currentUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";

/** Every signed-in screen re-checks the session against the database; the proxy's redirect is only a shortcut. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/api/session/expired");
  return (
    <NextIntlClientProvider>
      <AppProviders user={publicUser(user)}>
        <div className="flex h-dvh flex-col">
          <AppHeader user={user} />
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
