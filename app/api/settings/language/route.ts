import { handler, json, otherMethods, readJson, withCookies } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { languageSchema } from "@/lib/auth/schemas";
import { languageCookie } from "@/lib/i18n/locales";
import { saveLanguage } from "@/lib/settings/update-settings";

/** Sets the interface language for this browser, and on the account when signed in. */
export const POST = handler(async (request) => {
  const { language } = await readJson(request, languageSchema);
  const signedIn = await signedInFromRequest(request);
  if (signedIn) await saveLanguage(signedIn.user, language);
  return withCookies(json({ language }), [languageCookie(language)]);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
