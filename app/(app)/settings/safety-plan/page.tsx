import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/app/screen-messages";
import { SafetyPlanEditor } from "@/components/safety/safety-plan-editor";
import { BackLink } from "@/components/shell/back-link";
import { currentUser } from "@/lib/auth/current-user";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { countryFor } from "@/lib/safety/help-card";

export const generateMetadata = pageMetadata("safetyPlan");

const TITLE_ID = "safety-plan-title";

/** The person's safety plan: offered on an urgent help card, and always reachable from Settings. */
export default async function SafetyPlanPage() {
  const user = await currentUser();
  if (!user) redirect("/api/session/expired");
  const t = await getTranslations("safetyPlan");
  // The help card's own guess, so that the plan starts with the numbers the card showed.
  const country = countryFor((await getLocale()) as Locale, (await headers()).get("accept-language"));

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <div>
        <BackLink href="/settings" label={t("back")} />
      </div>
      <div className="grid gap-2">
        <h1 id={TITLE_ID} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {t("title")}
        </h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      {user.isGuest ? (
        <p role="note" className="rounded-lg bg-accent p-3 text-sm text-accent-foreground">
          {t("guestNotice")}{" "}
          <Link href="/auth?tab=register" className="font-medium underline underline-offset-4">
            {t("guestCreateAccount")}
          </Link>
        </p>
      ) : null}
      <ScreenMessages screen="settings">
        <SafetyPlanEditor suggestedCountry={country} titleId={TITLE_ID} />
      </ScreenMessages>
    </main>
  );
}
