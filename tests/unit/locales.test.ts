import { describe, expect, it } from "vitest";
import { localeOfRequest, negotiateLocale } from "@/lib/i18n/locales";

describe("interface language", () => {
  it("prefers the stored choice over the browser's languages", () => {
    expect(negotiateLocale("zh-TW", "en-US,en;q=0.9")).toBe("zh-TW");
  });

  it("ignores a stored value that is not a supported language", () => {
    expect(negotiateLocale("fr", "zh-CN,zh;q=0.9")).toBe("zh-CN");
  });

  it.each([
    ["zh-TW,zh;q=0.9,en;q=0.8", "zh-TW"],
    ["zh-HK", "zh-TW"],
    ["zh-Hant-TW", "zh-TW"],
    ["zh", "zh-CN"],
    ["zh-Hans-CN", "zh-CN"],
    ["fr-FR,fr;q=0.9,zh-CN;q=0.5", "zh-CN"],
    ["en-GB;q=0.4,zh-TW;q=0.8", "zh-TW"],
    ["fr-FR", "en"],
    ["", "en"],
    ["*;q=0", "en"],
  ])("Accept-Language %j gives %s", (header, expected) => {
    expect(negotiateLocale(undefined, header)).toBe(expected);
  });

  it("reads the language cookie from a request", () => {
    const request = new Request("http://localhost/api/x", {
      headers: { cookie: "a=1; language=zh-CN", "accept-language": "en" },
    });
    expect(localeOfRequest(request)).toBe("zh-CN");
  });
});
