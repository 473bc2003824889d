import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { findSessionUser } from "@/db/queries/sessions";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { cookieReader, hasSessionCookie, readSessionClaims, type SessionClaims } from "./session";

export type SignedIn = { user: User; claims: SessionClaims };

/** The signed-in user behind a session, if the session's row is still there (not ended, not expired). */
async function resolve(read: (name: string) => string | undefined): Promise<SignedIn | null> {
  const claims = await readSessionClaims(read);
  if (!claims) return null;
  const user = await findSessionUser({ userId: claims.sub, sessionId: claims.sid });
  return user ? { user, claims } : null;
}

export function signedInFromRequest(request: Request): Promise<SignedIn | null> {
  return resolve(cookieReader(request.headers.get("cookie")));
}

/**
 * For the chat route only: the session's claims without a database read. The caller must check that the
 * session is live itself (the chat does so inside the statement that accepts the message).
 */
export async function requireSessionClaims(request: Request): Promise<SessionClaims> {
  const read = cookieReader(request.headers.get("cookie"));
  const claims = await readSessionClaims(read);
  if (!claims) throw signedOut(read);
  return claims;
}

/** No cookie at all asks the caller to log in; a cookie that no longer works says the session expired. */
function signedOut(read: (name: string) => string | undefined): AppError {
  return new AppError(hasSessionCookie(read) ? "unauthorized" : "signed_out");
}

/** For route handlers: the signed-in user, or a 401. */
export async function requireUser(request: Request): Promise<SignedIn> {
  const read = cookieReader(request.headers.get("cookie"));
  const signedIn = await resolve(read);
  if (!signedIn) throw signedOut(read);
  return signedIn;
}

/** For server components and layouts; looked up once per request however many components ask. */
export const currentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies();
  return (await resolve((name) => jar.get(name)?.value))?.user ?? null;
});

/**
 * For signed-in pages: the user, or off to /api/session/expired. Every page asks itself: Next renders a page
 * beside its layout, so the (app) layout's own check does not keep a page from running without a user.
 */
export async function requirePageUser(): Promise<User> {
  const user = await currentUser();
  if (!user) redirect("/api/session/expired");
  return user;
}
