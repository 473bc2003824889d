import { getTranslations } from "next-intl/server";
import { ActivationScreen } from "@/components/billing/activation-screen";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("subscriptionSuccess");

/** Where the checkout returns (`?session_id=…&user_id=…`); signed out, the proxy keeps the query through login. */
export default async function SubscriptionSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ session_id?: string }>;
}) {
  const t = await getTranslations("subscription.success");
  const { session_id: sessionId } = await searchParams;
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
      <ActivationScreen
        route="subscription"
        urlSessionId={sessionId?.trim() || null}
        supportEmail={env().SUPPORT_EMAIL}
      />
    </main>
  );
}
