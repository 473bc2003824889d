import { describe, expect, it } from "vitest";
import { isNativeUserAgent, isNativeWrapper } from "@/lib/native/wrapper";

const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

describe("native wrapper detection", () => {
  it("reads the wrapper's user-agent marker on the server and in the browser alike", () => {
    expect(isNativeUserAgent(`${phone} HearthApp/1.0`)).toBe(true);
    expect(isNativeUserAgent(phone)).toBe(false);
    expect(isNativeUserAgent("Hearth App/1.0")).toBe(false);
    expect(isNativeUserAgent(null)).toBe(false);
    expect(isNativeWrapper({ userAgent: `${phone} HearthApp/2.3.1`, protocol: "https:" })).toBe(true);
    expect(isNativeWrapper({ userAgent: phone, protocol: "https:" })).toBe(false);
  });

  it("counts Capacitor's native platform and a file: page", () => {
    expect(isNativeWrapper({ userAgent: phone, protocol: "https:", capacitor: { isNativePlatform: () => true } })).toBe(
      true,
    );
    expect(
      isNativeWrapper({ userAgent: phone, protocol: "https:", capacitor: { isNativePlatform: () => false } }),
    ).toBe(false);
    expect(isNativeWrapper({ userAgent: phone, protocol: "file:" })).toBe(true);
  });
});
