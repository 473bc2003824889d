import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { IntroCarousel } from "@/components/mobile/intro-carousel";
import { MobileFrame } from "@/components/mobile/mobile-frame";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { pickMessages } from "@/lib/i18n/pick";

export const generateMetadata = pageMetadata("mobileOnboarding");

/** The native wrapper's first run (its start page): a short introduction ending in sign-up or log-in. */
export default async function MobileOnboardingPage() {
  if (await currentUser()) redirect("/chat");
  const t = await getTranslations("common");
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ["mobile"])}>
      <MobileFrame appName={t("appName")}>
        <h1 className="sr-only">{(await getTranslations("pages"))("mobileOnboarding")}</h1>
        <IntroCarousel />
      </MobileFrame>
    </NextIntlClientProvider>
  );
}
