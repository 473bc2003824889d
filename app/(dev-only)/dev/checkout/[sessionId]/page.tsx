import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CheckoutSimulator } from "@/components/billing/simulator/checkout-simulator";
import { requirePageUser } from "@/lib/auth/current-user";
import { checkoutSessionParamsSchema } from "@/lib/billing/schemas";
import { simulatedCheckout } from "@/lib/billing/simulator/checkout";
import { AppError } from "@/lib/errors";
import { pickMessages } from "@/lib/i18n/pick";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** The checkout simulator's hosted checkout page (payments with no Stripe keys). */
export default async function CheckoutSimulatorPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const user = await requirePageUser();
  const parsed = checkoutSessionParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const session = await simulatedCheckout({ user, sessionId: parsed.data.sessionId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const messages = pickMessages(await getMessages(), ["simulator", "pricing", "validation", "errors"]);
  return (
    <NextIntlClientProvider messages={messages}>
      <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
        <CheckoutSimulator session={session} />
      </main>
    </NextIntlClientProvider>
  );
}
