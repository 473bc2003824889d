import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LANGUAGE_KEY, negotiateLocale } from "./locales";
import { MESSAGES } from "./messages";

export default getRequestConfig(async () => {
  const locale = negotiateLocale((await cookies()).get(LANGUAGE_KEY)?.value, (await headers()).get("accept-language"));
  return { locale, messages: MESSAGES[locale] };
});
