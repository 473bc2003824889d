import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/shell/language-switcher";
import { ChangePasswordForm } from "@/components/settings/change-password-form";
import { DeleteAccountButton } from "@/components/settings/delete-account-button";
import { LogoutButton } from "@/components/settings/logout-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentUser } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("settings");

export default async function SettingsPage() {
  const t = await getTranslations("settings");
  const user = await currentUser();
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href="/new-chat">
            <ArrowLeftIcon aria-hidden />
            {t("back")}
          </Link>
        </Button>
        <LogoutButton />
      </div>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("languageTitle")}</h2>
          </CardTitle>
          <CardDescription>{t("languageDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <LanguageSwitcher />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("accountTitle")}</h2>
          </CardTitle>
          <CardDescription>{user?.isGuest ? t("guestAccount") : user?.email}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          {user?.password ? <ChangePasswordForm /> : null}
          <div className="grid gap-2">
            <h3 className="font-medium">{t("deleteAccount")}</h3>
            <p className="text-sm text-muted-foreground">{t("deleteAccountDescription")}</p>
            <DeleteAccountButton />
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
