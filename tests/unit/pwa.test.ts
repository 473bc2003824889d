import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { isChatPath, isWorkerMessage, offlineLocale, OFFLINE_PAGE_PATHS, SW_UPDATED } from "@/lib/pwa/protocol";
import { APP_COLORS, webManifest } from "@/lib/pwa/web-manifest";

describe("the offline fallbacks", () => {
  it("give the chat's addresses the chat shell, and no other page", () => {
    for (const path of ["/chat", "/chat/8d2f", "/new-chat"]) expect(isChatPath(path)).toBe(true);
    for (const path of ["/", "/settings", "/chatter", "/api/chat", "/ai-tone"]) expect(isChatPath(path)).toBe(false);
  });

  it("pick the offline page's language: the interface language, else the browser's, else English", () => {
    expect(offlineLocale("zh-TW", ["en-US"])).toBe("zh-TW");
    expect(offlineLocale(undefined, ["zh-HK", "en"])).toBe("zh-TW");
    expect(offlineLocale("klingon", ["zh", "en"])).toBe("zh-CN");
    expect(offlineLocale(null, ["fr-FR"])).toBe("en");
    expect(OFFLINE_PAGE_PATHS).toEqual(["/offline/en", "/offline/zh-TW", "/offline/zh-CN"]);
  });

  it("take only well-formed SW_UPDATED messages as updates", () => {
    expect(isWorkerMessage({ type: SW_UPDATED, version: "1.2.0+abc" })).toBe(true);
    expect(isWorkerMessage({ type: SW_UPDATED })).toBe(false);
    expect(isWorkerMessage({ type: "SKIP_WAITING", version: "1" })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });
});

describe("the web app manifest", () => {
  it.each(LOCALES)("is installable as the app in %s, with the other languages alongside", (locale) => {
    const manifest = webManifest(locale);
    expect(manifest).toMatchObject({
      id: "/",
      lang: locale,
      start_url: "/chat",
      scope: "/",
      display: "standalone",
      background_color: APP_COLORS.light,
      theme_color: APP_COLORS.light,
    });
    expect(manifest.name).toMatch(/^Hearth/);
    expect(manifest.short_name).toBe("Hearth");
    expect(manifest.description!.length).toBeGreaterThan(20);
    expect(Object.keys(manifest.translations).sort()).toEqual(LOCALES.filter((l) => l !== locale).sort());
    for (const purpose of ["any", "maskable"]) {
      const sizes = manifest.icons!.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    }
    expect(manifest.user_preferences.color_scheme.dark).toEqual({
      background_color: APP_COLORS.dark,
      theme_color: APP_COLORS.dark,
    });
  });
});
