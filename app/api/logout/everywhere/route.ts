import { handler, json, otherMethods, withCookies } from "@/lib/api/respond";
import { requireUser } from "@/lib/auth/current-user";
import { signOutEverywhere } from "@/lib/auth/logout";
import { clearedSessionCookies } from "@/lib/auth/session";

/** Ends every session of the account on every device, this browser's included. */
export const POST = handler(async (request) => {
  await signOutEverywhere(await requireUser(request));
  return withCookies(json({ ok: true }), clearedSessionCookies());
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
