import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { MobileFrame } from "@/components/mobile/mobile-frame";
import { MobilePaywall } from "@/components/mobile/mobile-paywall";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { pickMessages } from "@/lib/i18n/pick";

export const generateMetadata = pageMetadata("mobilePaywall");

/** What Pro adds; inside the native wrapper it sends people to the website (no purchase in the app). */
export default async function MobilePaywallPage() {
  const t = await getTranslations("common");
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ["mobile", "pricing", "native"])}>
      <MobileFrame appName={t("appName")}>
        <MobilePaywall />
      </MobileFrame>
    </NextIntlClientProvider>
  );
}
