import "server-only";
import { Action, EmailLayout, Paragraph, TextLink } from "@/lib/email/layout";
import type { Email } from "@/lib/email/send";
import { appLink, email } from "@/lib/email/templates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { ReminderKind } from "./kinds";
import { unsubscribeToken } from "./unsubscribe";

/**
 * A reminder e-mail. It takes no words of the moment it is about, so neither subject nor body can tell anything
 * of it: the same text for every moment, a button to `path`, and a one-click unsubscribe (RFC 8058) for its kind.
 */
export async function reminderEmail({
  to,
  userId,
  kind,
  locale,
  path,
  origin,
}: {
  to: string;
  userId: string;
  kind: ReminderKind;
  locale: Locale;
  /** An app path (`/advice/<id>#follow-up`, `/insights`). */
  path: string;
  origin: string;
}): Promise<Email> {
  const t = translator(locale);
  const subject = t(`email.${kind}ReminderSubject`);
  const intro = t(`email.${kind}ReminderIntro`);
  const token = unsubscribeToken(userId, kind);
  const reason = (
    <>
      {t(`email.${kind}ReminderReason`)}{" "}
      <TextLink href={appLink(`/unsubscribe?token=${token}`, origin)}>{t("email.reminderUnsubscribe")}</TextLink>
    </>
  );
  const message = await email(
    to,
    subject,
    <EmailLayout locale={locale} subject={subject} preview={intro} reason={reason}>
      <Paragraph>{intro}</Paragraph>
      <Action href={appLink(path, origin)} label={t(`email.${kind}ReminderAction`)} locale={locale} />
    </EmailLayout>,
  );
  return {
    ...message,
    headers: {
      "List-Unsubscribe": `<${appLink(`/api/reminders/unsubscribe?token=${token}`, origin)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
