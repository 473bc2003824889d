/**
 * Google creates the account on its callback, after the browser has left our page: the 18+ confirmation
 * made before leaving travels in this short-lived cookie, read only by Auth.js's routes. It holds the
 * time of the confirmation, which is stored on the account Google's callback creates.
 */
const COOKIE = "hearth-adult-attested";
const MAX_AGE_SECONDS = 30 * 60;

export function adultAttestationCookie({ secure, now = new Date() }: { secure: boolean; now?: Date }): string {
  return `${COOKIE}=${now.toISOString()}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The confirmation's time, if the cookie is there and recent. */
export function adultAttestationFrom(cookieHeader: string | null | undefined, now = Date.now()): Date | undefined {
  const value = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const at = value ? new Date(decodeURIComponent(value)) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return now - at.getTime() <= MAX_AGE_SECONDS * 1000 && at.getTime() <= now ? at : undefined;
}
