import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { PortalSimulator } from "@/components/billing/simulator/portal-simulator";
import { requirePageUser } from "@/lib/auth/current-user";
import { simulatedPortal } from "@/lib/billing/simulator/portal";
import { AppError } from "@/lib/errors";
import { pickMessages } from "@/lib/i18n/pick";

export const metadata: Metadata = { title: "Billing portal", robots: { index: false } };

/** The checkout simulator's billing portal, for the signed-in user's subscription. */
export default async function PortalSimulatorPage() {
  const user = await requirePageUser();
  const view = await simulatedPortal({ user }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const messages = pickMessages(await getMessages(), ["simulator", "pricing", "errors"]);
  return (
    <NextIntlClientProvider messages={messages}>
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-10">
        <PortalSimulator view={view} />
      </main>
    </NextIntlClientProvider>
  );
}
