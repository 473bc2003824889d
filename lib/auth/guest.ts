import { insertUser } from "@/db/queries/users";
import type { Locale } from "@/lib/i18n/locales";

/** A demo account: no e-mail or password, free plan, reachable only through its session cookie. */
export function createGuestUser(locale: Locale) {
  return insertUser({
    values: {
      username: `guest-${crypto.randomUUID()}`,
      isGuest: true,
      nickname: "Guest",
      language: locale,
      aiLanguage: locale,
    },
  });
}
