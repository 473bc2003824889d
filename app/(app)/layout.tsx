import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/app/app-header";
import { AppProviders } from "@/components/app/app-providers";
import { NativeWrapperProvider } from "@/components/native/native-wrapper";
import { AdvisorSafety } from "@/components/safety/advisor-safety";
import { currentUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { inNativeWrapper } from "@/lib/native/in-native-wrapper";

/** Every signed-in screen re-checks the session against the database; the proxy's redirect is only a shortcut. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect("/api/session/expired");
  return (
    <NextIntlClientProvider>
      <AppProviders user={publicUser(user)}>
        <NativeWrapperProvider inWrapper={await inNativeWrapper()}>
          <div className="flex h-dvh flex-col">
            <AppHeader user={user} />
            <AdvisorSafety />
            <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          </div>
        </NativeWrapperProvider>
      </AppProviders>
    </NextIntlClientProvider>
  );
}
