import { NextResponse, type NextRequest } from "next/server";
import { signInOrigins } from "@/lib/auth/identity-providers";
import { readSessionClaims } from "@/lib/auth/session";
import { env, publicOrigin } from "@/lib/env";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_KEY, isLocale, negotiateLocale } from "@/lib/i18n/locales";
import {
  NONCE_HEADER,
  REPORT_ONLY_ENFORCED_POLICY,
  contentSecurityPolicy,
  createNonce,
} from "@/lib/security/content-security-policy";

/** Pages anyone may open; every other page needs a session. */
const PUBLIC_PATHS = new Set([
  "/",
  "/landing",
  "/privacy",
  "/terms",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/onboarding",
  "/mobile-onboarding",
  "/mobile-paywall",
  "/unsubscribe",
  "/dev/outbox",
]);
/** Signed-out visitors to these are sent to /auth/login and brought back after signing in. */
const RETURN_AFTER_LOGIN = ["/subscription", "/activate-pro", "/payment-success", "/admin"];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Runs before every page. Settles the interface language once per browser, and redirects by session:
 * a convenience only (no database here) — every page and handler checks the session itself. Sets the page's
 * Content-Security-Policy with a fresh nonce, on the request too: Next reads the nonce from there.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await readSessionClaims((name) => request.cookies.get(name)?.value);
  const redirect = (to: string) => NextResponse.redirect(new URL(to, publicOrigin(request)));

  if (pathname === "/new-chat") return redirect("/chat");
  if (!claims && !PUBLIC_PATHS.has(pathname) && !isUnder(pathname, "/auth")) {
    if (RETURN_AFTER_LOGIN.some((base) => isUnder(pathname, base))) {
      return redirect(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
    }
    return redirect("/auth");
  }
  // Guests may reach /auth: creating an account is how a demo user goes on (and how a guest upgrades).
  if (claims && !claims.guest && isUnder(pathname, "/auth")) return redirect("/chat");

  // The language is settled once per browser: a first visit gets the negotiated one, on this request too.
  const stored = request.cookies.get(LANGUAGE_KEY)?.value;
  const locale = isLocale(stored) ? undefined : negotiateLocale(undefined, request.headers.get("accept-language"));
  if (locale) request.cookies.set(LANGUAGE_KEY, locale);

  const config = env();
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    development: !config.production,
    reportOnly: config.CSP_REPORT_ONLY,
    signInOrigins: signInOrigins(config),
  });
  const headers = new Headers(request.headers);
  headers.set(policy.name, policy.value);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(policy.name, policy.value);
  // Replaces next.config.ts's policy for pages without a nonce, which would otherwise block every script.
  if (config.CSP_REPORT_ONLY) response.headers.set("content-security-policy", REPORT_ONLY_ENFORCED_POLICY);
  if (locale)
    response.cookies.set(LANGUAGE_KEY, locale, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: "lax" });
  return response;
}

export const config = {
  matcher: [
    "/((?!api|_next/static|_next/image|favicon.ico|icon.svg|icons|screenshots|offline|sw.js|manifest.webmanifest|robots.txt).*)",
  ],
};
