import { otherMethods } from "@/lib/api/respond";
import { clearedSessionCookies } from "@/lib/auth/session";
import { publicOrigin } from "@/lib/env";

/**
 * Where signed-in pages send a session that is no longer valid (revoked by a password change, or the
 * account is gone): the stale cookie is removed before /auth, so the proxy cannot bounce back.
 */
export function GET(request: Request) {
  const headers = new Headers({ location: new URL("/auth", publicOrigin(request)).href });
  for (const cookie of clearedSessionCookies()) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
