import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ActivatePro } from "@/components/billing/activate-pro";
import { PAYMENT_SESSION_COOKIE } from "@/lib/billing/payment-markers";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("activatePro");

export default async function ActivateProPage() {
  const t = await getTranslations("subscription.activate");
  const cookieSessionId = (await cookies()).get(PAYMENT_SESSION_COOKIE)?.value ?? null;
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
      <ActivatePro cookieSessionId={cookieSessionId} supportEmail={env().SUPPORT_EMAIL} />
    </main>
  );
}
