import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/i18n/pick";
import { AUTH_NAMESPACES } from "@/lib/i18n/screen-namespaces";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), AUTH_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
