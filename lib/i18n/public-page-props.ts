import type { GetServerSideProps } from "next";
import { env } from "@/lib/env";
import { LANGUAGE_KEY, negotiateLocale, type Locale } from "./locales";
import { MESSAGES, type Messages } from "./messages";
import { pickMessages } from "./pick";

const PUBLIC_NAMESPACES = ["common", "language", "landing", "pricing", "legal"] as const;

export type PublicPageProps = {
  locale: Locale;
  messages: Pick<Messages, (typeof PUBLIC_NAMESPACES)[number]>;
  supportEmail: string;
};

/** Per request: the visitor's language (cookie, else Accept-Language) and the support address (SUPPORT_EMAIL). */
export const getPublicPageProps: GetServerSideProps<PublicPageProps> = async ({ req }) => {
  const locale = negotiateLocale(req.cookies[LANGUAGE_KEY], req.headers["accept-language"]);
  return {
    props: { locale, messages: pickMessages(MESSAGES[locale], PUBLIC_NAMESPACES), supportEmail: env().SUPPORT_EMAIL },
  };
};
