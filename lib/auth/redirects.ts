import { carryToast, type CarriedToast } from "@/lib/navigation/carried-toast";

/** Browser-storage keys and the post-login destination rules (spec section 4). Client-side only. */
export const REDIRECT_AFTER_LOGIN_KEY = "redirect_after_login";
export const VERIFICATION_EMAIL_KEY = "verificationEmail";

/** Only same-site paths: never `//host` or `https://…`, so a crafted link cannot redirect elsewhere. */
export function isSafePath(path: string | null | undefined): path is string {
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export function rememberRedirect(path: string | null) {
  if (isSafePath(path)) window.localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

/**
 * Where to go after signing in: a payment session in the URL first, then the path saved in local
 * storage, then a saved chat path in session storage, else /chat. Consumes what it uses.
 */
export function takePostLoginPath(search: URLSearchParams): string {
  const sessionId = search.get("session_id");
  if (sessionId) return `/subscription/success?session_id=${encodeURIComponent(sessionId)}`;
  const saved = window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  window.localStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  if (isSafePath(saved)) return saved;
  const chatPath = window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  if (isSafePath(chatPath) && chatPath.startsWith("/chat/")) return chatPath;
  return "/chat";
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
