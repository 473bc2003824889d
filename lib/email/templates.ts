import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import type { Email } from "./send";

export function verificationCodeEmail({ to, code, locale }: { to: string; code: string; locale: Locale }): Email {
  const t = translator(locale);
  return {
    to,
    subject: t("email.verifySubject"),
    text: t("email.verifyBody", { code, minutes: 10 }),
  };
}

export function passwordResetEmail({
  to,
  token,
  locale,
  origin,
}: {
  to: string;
  token: string;
  locale: Locale;
  origin: string;
}): Email {
  const t = translator(locale);
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, origin).toString();
  return {
    to,
    subject: t("email.resetSubject"),
    text: t("email.resetBody", { link, minutes: 60 }),
  };
}
