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
 * Scripts: the nonce's and what they load ('strict-dynamic'), plus eval in `next dev` only. Inline styles are
 * allowed: Radix and sonner set them without a nonce, and styles cannot run code. Else this origin only, no
 * framing, forms to here or an identity provider, and `blob:` images and audio (previews, voice replies).
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
