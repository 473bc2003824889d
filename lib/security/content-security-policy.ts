import { randomBytes } from "node:crypto";

/** An API answer is never a document that may load anything (route handlers may add to it: images add `sandbox`). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every other answer the proxy does not render has no nonce, so it runs no script: the prerendered offline
 * pages, and Next's own 404 and 405 pages under the static folders (next.config.ts sends it).
 */
export const NO_SCRIPT_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** While the page policy is only reported: what stays enforced in place of NO_SCRIPT_PAGE_POLICY. */
export const REPORT_ONLY_ENFORCED_POLICY = "frame-ancestors 'none'";

/** A route's own policy, with each directive of API_POLICY it does not set itself: routes add, never drop. */
export function withApiPolicy(own: string | null): string {
  const directives = (policy: string) =>
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean);
  const name = (directive: string) => directive.split(/\s+/)[0]!.toLowerCase();
  const routes = directives(own ?? "");
  const named = new Set(routes.map(name));
  return [...routes, ...directives(API_POLICY).filter((directive) => !named.has(name(directive)))].join("; ");
}

/** The request header that hands the nonce to our own inline scripts (the root layout's, the public pages'). */
export const NONCE_HEADER = "x-nonce";

/**
 * A fresh nonce for one request. Next reads it back from the request's policy header and puts it on its
 * scripts; ours read it from NONCE_HEADER. (Not hashes: the build minifies our inline scripts, which are
 * serialised functions, differently in each bundle, so a hash taken here would not match the page's.)
 */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

type PolicyOptions = {
  nonce: string;
  development: boolean;
  reportOnly: boolean;
  /** The identity providers' sign-in pages: a sign-in form's POST is redirected there, and Chrome checks form-action along the redirects. */
  signInOrigins: string[];
};

/**
 * The page policy. Scripts: those carrying the request's nonce, and what they load
 * ('strict-dynamic': the App Router's chunks); `next dev` also needs eval (React's debugging), only there.
 * Styles allow inline ones: Radix and sonner set style attributes and inject <style> elements without a nonce,
 * and styles cannot run code. Everything else is this origin only, nothing may frame the app, and forms post
 * to this origin or on to an identity provider's sign-in. Images and audio may also be `blob:` URLs the page made itself:
 * the previews of images about to be sent, and voice chat's replies read aloud.
 */
export function contentSecurityPolicy({ nonce, development, reportOnly, signInOrigins }: PolicyOptions) {
  const directives = [
    "default-src 'self'",
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action", "'self'", ...signInOrigins].join(" "),
    "frame-ancestors 'none'",
  ];
  return {
    name: reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
    value: directives.join("; "),
  };
}
