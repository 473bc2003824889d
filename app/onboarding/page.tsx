import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { pickMessages } from "@/lib/i18n/pick";
import { ONBOARDING_NAMESPACES } from "@/lib/i18n/screen-namespaces";

export const generateMetadata = pageMetadata("onboarding");

/** Public: visitors build a profile before signing up; a signed-in user's answers go straight to the account. */
export default async function OnboardingPage() {
  const user = await currentUser();
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ONBOARDING_NAMESPACES)}>
      <main id="main" className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
        <OnboardingWizard account={user ? { aiTone: user.aiTone, guest: user.isGuest } : null} />
      </main>
    </NextIntlClientProvider>
  );
}
