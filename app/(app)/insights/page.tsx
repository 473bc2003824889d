import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/app/screen-messages";
import { InsightsScreen } from "@/components/insights/insights-screen";
import { requirePageUser } from "@/lib/auth/current-user";
import { insightsOf } from "@/lib/checkins/insights";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("insights");

/** The weekly check-in and what it shows over the weeks, beside the advice of those weeks and what helped. */
export default async function InsightsPage() {
  const user = await requirePageUser();
  const t = await getTranslations("insights");

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {user.isGuest ? (
        <p role="note" className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
          {t("guestNotice")}{" "}
          <Link href="/auth?tab=register" className="font-medium underline underline-offset-4">
            {t("guestCreateAccount")}
          </Link>
        </p>
      ) : (
        <ScreenMessages screen="insights">
          <InsightsScreen initial={await insightsOf(user)} />
        </ScreenMessages>
      )}
    </main>
  );
}
