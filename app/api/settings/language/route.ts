import { updateUser } from "@/db/queries/users";
import { handler, json, readJson, withCookies } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { languageSchema } from "@/lib/auth/schemas";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_KEY } from "@/lib/i18n/locales";

/** Sets the interface language for this browser, and on the account when signed in. */
export const POST = handler(async (request) => {
  const { language } = await readJson(request, languageSchema);
  const signedIn = await signedInFromRequest(request);
  if (signedIn) await updateUser({ id: signedIn.user.id, values: { language } });
  return withCookies(json({ language }), [`${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`]);
});
