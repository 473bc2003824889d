import { getTranslations } from "next-intl/server";
import { PricingFaq } from "@/components/billing/pricing-faq";
import { PricingPlans } from "@/components/billing/pricing-plans";
import { RedeemCodeLink } from "@/components/billing/redeem-code-link";
import { requirePageUser } from "@/lib/auth/current-user";
import { checkoutOffer } from "@/lib/billing/checkout";
import { env } from "@/lib/env";
import { WebsiteNotice } from "@/components/native/website-notice";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { inNativeWrapper } from "@/lib/native/in-native-wrapper";
import { HeadlineText } from "@/components/ui/headline-text";

export const generateMetadata = pageMetadata("subscription");

/** The pricing page; `?plan=pro_annual` opens on the annual tab (a guest comes back to it after signing up). */
export default async function SubscriptionPage({ searchParams }: { searchParams: Promise<{ plan?: string }> }) {
  const user = await requirePageUser();
  // In the native app-store build, no plans: a notice to upgrade on the website (spec section 6).
  if (await inNativeWrapper()) {
    const pages = await getTranslations("pages");
    return (
      <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold tracking-tight">{pages("subscription")}</h1>
        <WebsiteNotice />
      </main>
    );
  }
  const t = await getTranslations("subscription");
  const { plan } = await searchParams;
  const offer = checkoutOffer(user);
  // A subscriber's page opens on their own plan unless the link names one.
  const own = "plan" in offer.status ? offer.status.plan : null;
  const initialPlan = plan === "pro_annual" || plan === "pro_monthly" ? plan : (own ?? "pro_monthly");
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-10 px-4 py-8">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">
          <HeadlineText>{t("title")}</HeadlineText>
        </h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <PricingPlans offer={offer} initialPlan={initialPlan} />
      {user.isGuest ? null : <RedeemCodeLink />}
      <PricingFaq supportEmail={env().SUPPORT_EMAIL} />
    </main>
  );
}
