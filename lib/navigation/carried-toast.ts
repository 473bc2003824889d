/**
 * A toast that survives a full page load (sign-in, verification and sign-up leave the page for a fresh
 * one): kept in session storage until the next page shows it. `on` limits it to pages under these paths, so
 * a Google sign-in that fails (and lands on /auth) never shows its success.
 */
export type CarriedToast = { kind: "success" | "info"; title: string; description?: string; on?: string[] };

const CARRIED_TOAST_KEY = "carriedToast";

export function carryToast(toast: CarriedToast): void {
  window.sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
}

/** The toast carried to this page, once; undefined when there is none or it was meant for another page. */
export function takeCarriedToast(pathname: string): CarriedToast | undefined {
  const raw = window.sessionStorage.getItem(CARRIED_TOAST_KEY);
  if (!raw) return undefined;
  window.sessionStorage.removeItem(CARRIED_TOAST_KEY);
  try {
    const toast = JSON.parse(raw) as CarriedToast;
    if (toast.on && !toast.on.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return undefined;
    return typeof toast.title === "string" ? toast : undefined;
  } catch {
    return undefined;
  }
}
