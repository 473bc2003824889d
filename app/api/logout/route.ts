import { deleteTemporaryConversations } from "@/db/queries/conversations";
import { handler, json, withCookies } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { clearedSessionCookies } from "@/lib/auth/session";

/** Signs out; conversations kept while "save conversation data" was off end with the session. */
export const POST = handler(async (request) => {
  const signedIn = await signedInFromRequest(request);
  if (signedIn) await deleteTemporaryConversations({ userId: signedIn.user.id });
  return withCookies(json({ ok: true }), clearedSessionCookies());
});
