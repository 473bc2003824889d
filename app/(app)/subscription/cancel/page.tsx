import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClearPaymentMarkers } from "@/components/billing/clear-payment-markers";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("subscriptionCancel");

/** Where a cancelled checkout returns: try again, or carry on free. */
export default async function SubscriptionCancelPage() {
  const t = await getTranslations("subscription.cancel");
  const email = env().SUPPORT_EMAIL;
  return (
    <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      <ClearPaymentMarkers />
      <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
      <p>{t("body")}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/subscription">{t("tryAgain")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/chat">{t("continueFree")}</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t.rich("support", {
          email,
          link: (chunks) => (
            <a href={`mailto:${email}`} className="text-primary underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
    </main>
  );
}
