import { handler, json, withCookies } from "@/lib/api/respond";
import { clearedSessionCookies } from "@/lib/auth/session";

export const POST = handler(async () => withCookies(json({ ok: true }), clearedSessionCookies()));
