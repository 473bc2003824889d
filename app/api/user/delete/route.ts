import { deleteUserAndData } from "@/db/queries/users";
import { handler, json, translate, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { clearedSessionCookies } from "@/lib/auth/session";

export const DELETE = handler(async (request) => {
  const { user } = await requireUser(request);
  await deleteUserAndData({ id: user.id });
  return withCookies(json({ message: translate(request, "api.accountDeleted") }), clearedSessionCookies());
});
