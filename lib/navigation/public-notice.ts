/**
 * What the public landing page says once on arrival from the app, rendered by the server: the public pages run
 * no framework script, so no toast can carry it there. The answer that leaves the app sets it as a short-lived
 * cookie; the landing page reads it and clears it, so a reload or a later visit no longer shows it.
 */
export const PUBLIC_NOTICES = ["accountDeleted"] as const;
export type PublicNotice = (typeof PUBLIC_NOTICES)[number];

const NOTICE_COOKIE = "hearth-notice";
/** Long enough to reach the page, short enough that a visit later never shows it. */
const NOTICE_SECONDS = 120;

const cookie = (value: string, maxAge: number, secure: boolean) =>
  [
    `${NOTICE_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/** The Set-Cookie value that has the landing page show `notice` next. */
export function noticeCookie(notice: PublicNotice, { secure }: { secure: boolean }): string {
  return cookie(notice, NOTICE_SECONDS, secure);
}

/** The notice this request carries, if any, cleared on `response` as it is read (shown once). */
export function takePublicNotice(
  request: { cookies: Partial<Record<string, string>> },
  response: { appendHeader(name: string, value: string): unknown },
): PublicNotice | null {
  const value = request.cookies[NOTICE_COOKIE];
  if (value === undefined) return null;
  response.appendHeader("set-cookie", cookie("", 0, false));
  return PUBLIC_NOTICES.find((notice) => notice === value) ?? null;
}
