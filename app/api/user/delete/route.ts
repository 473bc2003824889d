import { handler, json, otherMethods, translate, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { deleteAccount } from "@/lib/auth/delete-account";
import { clearedSessionCookies, isSecureRequest } from "@/lib/auth/session";
import { noticeCookie } from "@/lib/navigation/public-notice";

/** Deletes the account; the landing page the browser goes to next says so (a notice its server renders). */
export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  await deleteAccount(user);
  return withCookies(json({ message: translate(request, "api.accountDeleted") }), [
    ...clearedSessionCookies(),
    noticeCookie("accountDeleted", { secure: isSecureRequest(request) }),
  ]);
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
