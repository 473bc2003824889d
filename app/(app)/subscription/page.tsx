import { getTranslations } from "next-intl/server";
import { WebsiteNotice } from "@/components/native/website-notice";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { inNativeWrapper } from "@/lib/native/in-native-wrapper";

export const generateMetadata = pageMetadata("subscription");

export default async function Page() {
  // In the native app-store build, no plans: a notice to upgrade on the website (spec section 2).
  if (await inNativeWrapper()) {
    const t = await getTranslations("pages");
    return (
      <main id="main" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
        <h1 className="text-2xl font-semibold tracking-tight">{t("subscription")}</h1>
        <WebsiteNotice />
      </main>
    );
  }
  return <PlaceholderPage page="subscription" />;
}
