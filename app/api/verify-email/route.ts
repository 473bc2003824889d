import { handler, json, otherMethods, readJson, translate, withCookies } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { deviceCookie } from "@/lib/auth/device-cookie";
import { publicUser } from "@/lib/auth/public-user";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { isSecureRequest } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/sign-in";
import { verifyEmailCode } from "@/lib/auth/verification";

/**
 * A correct code proves the address, so it also signs the user in (remember me on) and marks this browser.
 * Sent from a guest's browser, the new account takes over what the guest keeps past the session.
 */
export const POST = handler(async (request) => {
  const { email, code } = await readJson(request, verifyEmailSchema);
  const guest = await signedInFromRequest(request);
  const user = await verifyEmailCode(email, code, guest?.user);
  const response = json({ message: translate(request, "api.emailVerified"), user: publicUser(user) });
  return withCookies(response, [
    await startSession(user, { remember: true, secure: isSecureRequest(request) }),
    deviceCookie(request, user.id),
  ]);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
