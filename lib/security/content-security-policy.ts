import { randomBytes } from "node:crypto";

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
