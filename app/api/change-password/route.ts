import { handler, json, readJson, translate, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { changeUserPassword } from "@/lib/auth/password-reset";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { isSecureRequest, sessionCookie } from "@/lib/auth/session";

/** Other sessions end; this browser gets a fresh session so it stays signed in. */
export const POST = handler(async (request) => {
  const { user, claims } = await requireUser(request);
  const { currentPassword, newPassword } = await readJson(request, changePasswordSchema);
  const updated = await changeUserPassword(user, currentPassword, newPassword);
  const response = json({ message: translate(request, "api.passwordChanged") });
  return withCookies(response, [
    await sessionCookie(updated, { remember: claims.rm, secure: isSecureRequest(request) }),
  ]);
});
