import { handler, json, otherMethods, translate, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { deleteAccount } from "@/lib/auth/delete-account";
import { clearedSessionCookies } from "@/lib/auth/session";

export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  await deleteAccount(user);
  return withCookies(json({ message: translate(request, "api.accountDeleted") }), clearedSessionCookies());
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
