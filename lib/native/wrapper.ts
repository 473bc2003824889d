/**
 * The native app wrapper (spec section 6): a mobile webview around Hearth. Inside it, upgrade, checkout,
 * redeem and pricing UI is hidden and people are told to use the website; Pro keeps working.
 * The wrapper adds `HearthApp/<version>` to its user agent, which the server reads so pages render right
 * the first time; in the browser Capacitor's native platform and a `file:` page also count.
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
