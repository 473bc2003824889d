import { handler, json, readJson, withCookies } from "@/lib/api/respond";
import { createGuestUser } from "@/lib/auth/guest";
import { guestLoginSchema } from "@/lib/auth/schemas";
import { publicUser } from "@/lib/auth/public-user";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";
import { localeOfRequest } from "@/lib/i18n/locales";
import { clientAddress, limit } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  await readJson(request, guestLoginSchema);
  await limit("guestPerAddress", clientAddress(request));
  const user = await createGuestUser(localeOfRequest(request));
  return withCookies(json(publicUser(user)), [
    await sessionCookie(user, { remember: false, secure: isSecureRequest(request) }),
  ]);
});
