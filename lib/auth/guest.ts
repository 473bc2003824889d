import "server-only";
import { insertUser } from "@/db/queries/users";
import type { Locale } from "@/lib/i18n/locales";

/** What a demo account is called until its guest gives a name (the wizard or the profile). */
export const GUEST_NICKNAME = "Guest";

/** A demo account: no e-mail or password, free plan, reachable only through its session cookie. The caller checked the 18+ confirmation. */
export function createGuestUser(locale: Locale) {
  return insertUser({
    values: {
      username: `guest-${crypto.randomUUID()}`,
      isGuest: true,
      nickname: GUEST_NICKNAME,
      adultAttestedAt: new Date(),
      language: locale,
      aiLanguage: locale,
    },
  });
}
