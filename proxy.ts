import { NextResponse, type NextRequest } from "next/server";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_KEY, isLocale, negotiateLocale } from "@/lib/i18n/locales";

/**
 * Runs before every page: settles the interface language once per browser, so that server-rendered
 * pages and the client agree on it. Kept light: no database or heavy imports here.
 */
export function proxy(request: NextRequest) {
  const stored = request.cookies.get(LANGUAGE_KEY)?.value;
  if (isLocale(stored)) return NextResponse.next();

  const locale = negotiateLocale(undefined, request.headers.get("accept-language"));
  request.cookies.set(LANGUAGE_KEY, locale);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(LANGUAGE_KEY, locale, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: "lax" });
  return response;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|icons|sw.js|manifest.webmanifest|robots.txt).*)"],
};
