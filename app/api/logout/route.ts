import { handler, json, otherMethods, withCookies } from "@/lib/api/respond";
import { signedInFromRequest } from "@/lib/auth/current-user";
import { signOut } from "@/lib/auth/logout";
import { clearedSessionCookies } from "@/lib/auth/session";

/** Signs out this browser; a request without a valid session just clears the cookie. */
export const POST = handler(async (request) => {
  const signedIn = await signedInFromRequest(request);
  if (signedIn) await signOut(signedIn);
  return withCookies(json({ ok: true }), clearedSessionCookies());
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
