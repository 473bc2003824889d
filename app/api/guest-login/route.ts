import { handler, json, otherMethods, readJson, withCookies } from "@/lib/api/respond";
import { createGuestUser } from "@/lib/auth/guest";
import { guestLoginSchema } from "@/lib/auth/schemas";
import { publicUser } from "@/lib/auth/public-user";
import { isSecureRequest } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/sign-in";
import { localeOfRequest } from "@/lib/i18n/locales";
import { clientAddress, limitAddress } from "@/lib/limits/rate-limit";

export const POST = handler(async (request) => {
  await readJson(request, guestLoginSchema);
  await limitAddress("guestPerAddress", clientAddress(request));
  const user = await createGuestUser(localeOfRequest(request));
  return withCookies(json(publicUser(user)), [
    await startSession(user, { remember: false, secure: isSecureRequest(request) }),
  ]);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
