import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PAYMENT_MARKERS,
  REDIRECT_TO_SUCCESS_KEY,
  clearPaymentMarkers,
  markPaymentInProgress,
  markedPaymentSession,
} from "@/lib/billing/payment-markers";

const HOUR = 3600_000;

/** The few browser parts the markers use: a page's local storage, its address and the cookies it writes. */
function browser(protocol: "https:" | "http:") {
  const stored = new Map<string, string>();
  const cookies: string[] = [];
  vi.stubGlobal("window", {
    location: { protocol },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  vi.stubGlobal("document", {
    set cookie(line: string) {
      cookies.push(line);
    },
  });
  return { stored, cookies };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the payment-in-progress markers", () => {
  it("are set before checkout with the session, the time and the way back, and a one-hour cookie", () => {
    const { stored, cookies } = browser("https:");
    markPaymentInProgress("cs_test/1");
    expect(Object.fromEntries(stored)).toEqual({
      [PAYMENT_MARKERS.inProgress]: "true",
      [PAYMENT_MARKERS.sessionId]: "cs_test/1",
      [PAYMENT_MARKERS.timestamp]: String(Date.now()),
      [PAYMENT_MARKERS.returnPath]: "/subscription/success",
    });
    expect(cookies).toEqual(["payment_session=cs_test%2F1; Path=/; Max-Age=3600; SameSite=Lax; Secure"]);
  });

  it("leave Secure off a cookie on a plain-HTTP page (local development)", () => {
    const { cookies } = browser("http:");
    markPaymentInProgress("cs_test_2");
    expect(cookies).toEqual(["payment_session=cs_test_2; Path=/; Max-Age=3600; SameSite=Lax"]);
  });

  it("name the checkout left for within the hour, and nothing after it or without a mark", () => {
    const { stored } = browser("https:");
    expect(markedPaymentSession()).toBeNull();
    markPaymentInProgress("cs_test_3");
    const at = Date.now();
    expect(markedPaymentSession(at + HOUR)).toBe("cs_test_3");
    expect(markedPaymentSession(at + HOUR + 1)).toBeNull();
    stored.set(PAYMENT_MARKERS.timestamp, "yesterday");
    expect(markedPaymentSession(at)).toBeNull();
    stored.set(PAYMENT_MARKERS.timestamp, String(at));
    stored.set(PAYMENT_MARKERS.inProgress, "false");
    expect(markedPaymentSession(at)).toBeNull();
  });

  it("are all cleared, with the spec's success flag and the cookie", () => {
    const { stored, cookies } = browser("https:");
    markPaymentInProgress("cs_test_4");
    stored.set(REDIRECT_TO_SUCCESS_KEY, "true");
    stored.set("hearth-draft", "kept");
    clearPaymentMarkers();
    expect(Object.fromEntries(stored)).toEqual({ "hearth-draft": "kept" });
    expect(cookies.at(-1)).toBe("payment_session=; Path=/; Max-Age=0; SameSite=Lax; Secure");
  });
});
