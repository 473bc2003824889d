import "server-only";
import { encode } from "next-auth/jwt";
import { insertSession } from "@/db/queries/sessions";
import type { User } from "@/db/schema";
import { env } from "@/lib/env";
import {
  BROWSER_SESSION_SECONDS,
  REMEMBER_SECONDS,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  serialize,
  type SessionClaims,
} from "./session";

const lifetimeSeconds = (remember: boolean) => (remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS);

/** Opens a session for `user` (its row) and returns the claims its token carries. */
export async function openSession(user: User, remember: boolean): Promise<SessionClaims> {
  const sid = crypto.randomUUID();
  await insertSession({ id: sid, userId: user.id, expiresAt: new Date(Date.now() + lifetimeSeconds(remember) * 1000) });
  return { sub: user.id, sid, guest: user.isGuest, rm: remember };
}

/** Signs `user` in on this browser: a new session, and the Set-Cookie header value that carries it. */
export async function startSession(user: User, { remember, secure }: { remember: boolean; secure: boolean }) {
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const maxAge = lifetimeSeconds(remember);
  const token = await encode<SessionClaims>({
    token: await openSession(user, remember),
    secret: env().authSecret,
    salt: name,
    maxAge,
  });
  return serialize(name, token, { maxAge: remember ? maxAge : undefined, secure });
}
