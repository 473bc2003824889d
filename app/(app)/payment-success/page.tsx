import { getTranslations } from "next-intl/server";
import { ActivationScreen } from "@/components/billing/activation-screen";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("paymentSuccess");

/**
 * The payment verification page (`/payment-success?session_id=…`): the spec's second landing after a
 * payment, for links that carry a session id without the subscription flow (receipts, the mobile paywall).
 */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const t = await getTranslations("subscription.payment");
  const { session_id: sessionId } = await searchParams;
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
      <ActivationScreen route="payment" urlSessionId={sessionId?.trim() || null} supportEmail={env().SUPPORT_EMAIL} />
    </main>
  );
}
