import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { ScreenMessages } from "@/components/app/screen-messages";
import { SafetyPlanEditor } from "@/components/safety/safety-plan-editor";
import { SettingsSubpage } from "@/components/settings/settings-subpage";
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
  // The help card's own guess, so that the plan starts with the numbers the card showed.
  const country = countryFor((await getLocale()) as Locale, (await headers()).get("accept-language"));

  return (
    <SettingsSubpage namespace="safetyPlan" titleId={TITLE_ID} guest={user.isGuest}>
      <ScreenMessages screen="settings">
        <SafetyPlanEditor suggestedCountry={country} titleId={TITLE_ID} />
      </ScreenMessages>
    </SettingsSubpage>
  );
}
