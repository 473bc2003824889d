import { carryToast, type CarriedToast } from "@/lib/navigation/carried-toast";

/** Browser-storage keys and the post-login destination rules (spec section 4). */
export const REDIRECT_AFTER_LOGIN_KEY = "redirect_after_login";
export const VERIFICATION_EMAIL_KEY = "verificationEmail";

/** Where a redirect may never go, even on the app's own origin: the API and the framework's files. */
const NOT_PAGES = /^\/(api|_next)(\/|$)/;

/**
 * The one check of every redirect target: resolved against the app's origin by the URL parser as a browser would
 * (tabs and newlines dropped, backslashes as slashes, dot segments), kept only on that origin and as a page path,
 * resolved again so it cannot read as `//host`. Never string prefixes: `/\t/evil.example` goes to `//evil.example`.
 */
export function safeRedirectPath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== "string" || target === "") return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || NOT_PAGES.test(url.pathname))
    return null;
  return new URL(path, origin).origin === url.origin ? path : null;
}

export function rememberRedirect(target: string | null) {
  const path = safeRedirectPath(target, window.location.origin);
  if (path) window.localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

/** A saved chat path (session storage), only if it is a conversation of this app. */
export function savedChatPath(): string | null {
  const path = safeRedirectPath(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY), window.location.origin);
  return path?.startsWith("/chat/") ? path : null;
}

/**
 * Where to go after signing in: a payment session in the URL first, then the path saved in local
 * storage, then a saved chat path in session storage, else /chat. Consumes what it uses.
 */
export function takePostLoginPath(search: URLSearchParams): string {
  const origin = window.location.origin;
  const sessionId = search.get("session_id");
  const success =
    sessionId && safeRedirectPath(`/subscription/success?session_id=${encodeURIComponent(sessionId)}`, origin);
  if (success) return success;
  const saved = safeRedirectPath(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY), origin);
  window.localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return saved ?? savedChatPath() ?? "/chat";
}

/**
 * A full page load, not a client-side navigation: after signing in or out every in-memory cache of the
 * previous user must go, and the server must render the new session's pages from scratch. A toast given
 * here is shown on the new page.
 */
export function fullPageLoad(path: string, toast?: CarriedToast) {
  if (toast) carryToast(toast);
  window.location.assign(path);
}

/** After a sign-in: drop cached data of any previous user, then a full page load (spec: ≈100 ms later). */
export function enterApp(path: string, { delayMs = 100, toast }: { delayMs?: number; toast?: CarriedToast } = {}) {
  window.sessionStorage.clear();
  window.setTimeout(() => fullPageLoad(path, toast), delayMs);
}
