import { handler, json, otherMethods, readJson, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { publicUser } from "@/lib/auth/public-user";
import { languageCookie, localeOfRequest } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { settingsSchema } from "@/lib/settings/settings-schema";
import { assertModeAllowed, updateSettings } from "@/lib/settings/update-settings";

/**
 * Changes the signed-in user's own preferences; there is no way to name another account. The
 * confirmation is in the interface language now in effect, so switching it confirms in the new one.
 */
export const PATCH = handler(async (request) => {
  const { user } = await requireUser(request);
  const settings = await readJson(request, settingsSchema);
  assertModeAllowed(user, settings);
  const updated = publicUser(await updateSettings(user, settings));
  const message = translator(settings.language ?? localeOfRequest(request))("settings.saved");
  const response = json({ user: updated, message });
  return settings.language ? withCookies(response, [languageCookie(settings.language)]) : response;
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
