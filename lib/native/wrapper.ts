/**
 * The native app wrapper (spec section 6), where upgrade, checkout, redeem and pricing UI is hidden and Pro keeps
 * working. Its user agent carries `HearthApp/<version>` so the server renders right the first time; in the
 * browser Capacitor's native platform and a `file:` page also count.
 */
const USER_AGENT_MARKER = /\bHearthApp\/\S+/;

/** The app's own first page inside the wrapper (its start URL; the landing page sends the wrapper there). */
export const WRAPPER_START_PATH = "/mobile-onboarding";

export function isNativeUserAgent(userAgent: string | null | undefined): boolean {
  return USER_AGENT_MARKER.test(userAgent ?? "");
}

type BrowserSignals = {
  userAgent: string;
  protocol: string;
  capacitor?: { isNativePlatform?: () => boolean };
};

/** In the browser: any of the wrapper's signals. */
export function isNativeWrapper({ userAgent, protocol, capacitor }: BrowserSignals): boolean {
  return Boolean(capacitor?.isNativePlatform?.()) || protocol === "file:" || isNativeUserAgent(userAgent);
}
