import { BellIcon, BookHeartIcon, ChevronRightIcon, LifeBuoyIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { MemoryList } from "@/lib/memory/memory-view";
import { ScreenMessages } from "@/components/app/screen-messages";
import { OutsideLink } from "@/components/native/outside-link";
import { PersonaIcon } from "@/components/personas/persona-icon";
import { AccountSummary } from "@/components/settings/account-summary";
import { AccountSwitch } from "@/components/settings/account-switch";
import { ChangePasswordForm } from "@/components/settings/change-password-form";
import { DarkModeSwitch } from "@/components/settings/dark-mode-switch";
import { DataExportControl } from "@/components/settings/data-export-control";
import { DeleteAccountButton } from "@/components/settings/delete-account-button";
import { LanguageSettings } from "@/components/settings/language-settings";
import { LogoutButton } from "@/components/settings/logout-button";
import { LogoutEverywhereButton } from "@/components/settings/logout-everywhere-button";
import { ResponseModeSetting } from "@/components/settings/response-mode-setting";
import { SubpageLink } from "@/components/settings/settings-subpage";
import { SyncButton } from "@/components/settings/sync-button";
import { TimeZoneSetting } from "@/components/settings/time-zone-setting";
import { BackLink } from "@/components/shell/back-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requirePageUser } from "@/lib/auth/current-user";
import { EXPORT_DOWNLOAD_HOURS } from "@/lib/export/data-export";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { memoryOf } from "@/lib/memory/memories";
import { reminderSettingsOf } from "@/lib/reminders/settings";
import { userPersona } from "@/lib/personas/personas";
import { safetyPlanOf } from "@/lib/safety/safety-plan";

export const generateMetadata = pageMetadata("settings");

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={id}>{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
    </section>
  );
}

export default async function SettingsPage() {
  const t = await getTranslations();
  const user = await requirePageUser();
  const persona = userPersona(user);
  const [safetyPlan, memory, reminders] = await Promise.all([
    safetyPlanOf(user),
    user.isGuest ? null : memoryOf(user),
    user.isGuest ? null : reminderSettingsOf(user),
  ]);

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/new-chat" label={t("settings.back")} />
        <div className="flex gap-2">
          <SyncButton />
          <LogoutButton />
        </div>
      </div>
      <h1 className="text-2xl font-semibold">{t("settings.title")}</h1>

      <Section
        id="settings-account"
        title={t("settings.accountTitle")}
        description={user.isGuest ? t("settings.guestAccount") : (user.email ?? undefined)}
      >
        <AccountSummary />
      </Section>

      <Section id="settings-advisor" title={t("settings.advisorTitle")} description={t("settings.advisorDescription")}>
        <LanguageSettings />
        <TimeZoneSetting />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t("settings.aiTone")}</h3>
          <Link
            href="/ai-tone"
            className="flex items-center gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <PersonaIcon persona={persona} className="size-5 text-primary" />
            <span className="grid flex-1">
              <span className="font-medium">{t(`personas.${persona}.name`)}</span>
              <span className="text-sm text-muted-foreground">{t(`personas.${persona}.tone`)}</span>
            </span>
            <span className="text-sm text-primary">{t("settings.changeTone")}</span>
            <ChevronRightIcon aria-hidden className="size-4" />
          </Link>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t("settings.responseModeTitle")}</h3>
          <ResponseModeSetting />
        </div>
      </Section>

      <Section
        id="settings-safety-plan"
        title={t("settings.safetyPlanTitle")}
        description={t("settings.safetyPlanDescription")}
      >
        <SubpageLink
          href="/settings/safety-plan"
          icon={<LifeBuoyIcon aria-hidden className="size-5 shrink-0 text-primary" />}
          label={t("settings.safetyPlanOpen")}
          state={safetyPlan ? t("settings.safetyPlanSaved") : t("settings.safetyPlanNone")}
        />
      </Section>

      <Section id="settings-memory" title={t("settings.memoryTitle")} description={t("settings.memoryDescription")}>
        <SubpageLink
          href="/settings/memory"
          icon={<BookHeartIcon aria-hidden className="size-5 shrink-0 text-primary" />}
          label={t("settings.memoryOpen")}
          state={t(`settings.${memoryState(memory)}`, { count: memory?.items.length ?? 0 })}
        />
      </Section>

      <Section
        id="settings-reminders"
        title={t("settings.remindersTitle")}
        description={t("settings.remindersDescription")}
      >
        <SubpageLink
          href="/settings/reminders"
          icon={<BellIcon aria-hidden className="size-5 shrink-0 text-primary" />}
          label={t("settings.remindersOpen")}
          state={t(
            reminders
              ? reminders.checkinEnabled
                ? "settings.remindersOn"
                : "settings.remindersOff"
              : "settings.remindersGuest",
          )}
        />
      </Section>

      <Section id="settings-privacy" title={t("settings.privacyTitle")} description={t("settings.privacyDescription")}>
        <AccountSwitch
          setting="saveConversations"
          label={t("settings.saveConversations")}
          description={
            <>
              <p>{t("settings.saveConversationsOn")}</p>
              <p className="mt-1">{t("settings.saveConversationsOff")}</p>
            </>
          }
        />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <OutsideLink href="/privacy" className="text-primary underline underline-offset-4">
            {t("pages.privacy")}
          </OutsideLink>
          <OutsideLink href="/terms" className="text-primary underline underline-offset-4">
            {t("pages.terms")}
          </OutsideLink>
        </p>
      </Section>

      <Section id="settings-data" title={t("dataExport.title")} description={t("dataExport.description")}>
        <p className="text-sm text-muted-foreground">{t("dataExport.explain", { hours: EXPORT_DOWNLOAD_HOURS })}</p>
        <ScreenMessages screen="settings">
          <DataExportControl />
        </ScreenMessages>
      </Section>

      <Section id="settings-appearance" title={t("settings.appearanceTitle")}>
        <DarkModeSwitch />
        <AccountSwitch
          setting="testMode"
          label={t("settings.testMode")}
          description={t("settings.testModeDescription")}
        />
      </Section>

      <Section id="settings-security" title={t("settings.securityTitle")}>
        {user.password ? <ChangePasswordForm /> : null}
        <div className="grid gap-2">
          <h3 className="font-medium">{t("settings.logoutEverywhere")}</h3>
          <p className="text-sm text-muted-foreground">{t("settings.logoutEverywhereDescription")}</p>
          <LogoutEverywhereButton />
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium">{t("settings.deleteAccount")}</h3>
          <p className="text-sm text-muted-foreground">{t("settings.deleteAccountDescription")}</p>
          <DeleteAccountButton />
        </div>
      </Section>

      <p className="text-center text-xs text-muted-foreground">
        {t("pwa.version", { version: process.env.HEARTH_BUILD_VERSION ?? "dev" })}
      </p>
    </main>
  );
}

/** The memory row's line: paused, how many items, or none yet; a guest has no memory. */
function memoryState(memory: MemoryList | null) {
  if (!memory) return "memoryGuest" as const;
  if (!memory.enabled) return "memoryPaused" as const;
  return memory.items.length === 0 ? ("memoryNone" as const) : ("memoryCount" as const);
}
