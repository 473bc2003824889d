/**
 * The payment-in-progress markers (spec section 3), set in the browser just before it leaves for checkout, so the
 * way back finds the checkout even without `session_id` in the URL. Client-side only, but for the names.
 */
export const PAYMENT_MARKERS = {
  inProgress: "payment_in_progress",
  sessionId: "payment_session_id",
  timestamp: "payment_timestamp",
  returnPath: "payment_return_path",
} as const;
/**
 * The spec's stored success-redirect flag. Hearth brings people back by `session_id` in the URL instead
 * (lib/auth/redirects.ts), so it only ever clears the flag, as the spec's success page does.
 */
export const REDIRECT_TO_SUCCESS_KEY = "redirect_to_success";
export const PAYMENT_SESSION_COOKIE = "payment_session";
export const PAYMENT_SESSION_MAX_AGE = 3600;
const SUCCESS_PATH = "/subscription/success";

function cookie(value: string, maxAge: number) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${PAYMENT_SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function markPaymentInProgress(sessionId: string) {
  window.localStorage.setItem(PAYMENT_MARKERS.inProgress, "true");
  window.localStorage.setItem(PAYMENT_MARKERS.sessionId, sessionId);
  window.localStorage.setItem(PAYMENT_MARKERS.timestamp, String(Date.now()));
  window.localStorage.setItem(PAYMENT_MARKERS.returnPath, SUCCESS_PATH);
  cookie(sessionId, PAYMENT_SESSION_MAX_AGE);
}

/** The checkout this browser left for in the last hour, if any. */
export function markedPaymentSession(now = Date.now()): string | null {
  const storage = window.localStorage;
  if (storage.getItem(PAYMENT_MARKERS.inProgress) !== "true") return null;
  const at = Number(storage.getItem(PAYMENT_MARKERS.timestamp));
  if (!Number.isFinite(at) || now - at > PAYMENT_SESSION_MAX_AGE * 1000) return null;
  return storage.getItem(PAYMENT_MARKERS.sessionId);
}

export function clearPaymentMarkers() {
  for (const key of Object.values(PAYMENT_MARKERS)) window.localStorage.removeItem(key);
  window.localStorage.removeItem(REDIRECT_TO_SUCCESS_KEY);
  cookie("", 0);
}
