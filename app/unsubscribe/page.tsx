import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeConfirm } from "@/components/reminders/unsubscribe-confirm";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { pickMessages } from "@/lib/i18n/pick";
import { UNSUBSCRIBE_NAMESPACES } from "@/lib/i18n/screen-namespaces";
import { readUnsubscribeToken } from "@/lib/reminders/unsubscribe";

export const generateMetadata = pageMetadata("unsubscribe");

/**
 * Public: a reminder e-mail's unsubscribe link. Opening it changes nothing (mail scanners open links); its one
 * button posts the token. A token this server did not sign gets the error, and the way to Settings.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const target = typeof token === "string" ? readUnsubscribeToken(token) : null;
  if (typeof token !== "string" || !target) {
    const t = await getTranslations();
    return (
      <AuthCard
        brand={t("common.appName")}
        title={t("unsubscribe.invalidTitle")}
        description={t("errors.invalidUnsubscribe")}
      >
        <Button asChild variant="outline">
          <Link href="/settings/reminders">{t("unsubscribe.settingsLink")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), UNSUBSCRIBE_NAMESPACES)}>
      <UnsubscribeConfirm token={token} kind={target.kind} />
    </NextIntlClientProvider>
  );
}
