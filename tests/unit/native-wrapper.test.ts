import { describe, expect, it } from "vitest";
import { openOutside } from "@/lib/native/open-outside";
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

describe("server and browser agree", () => {
  const agents = [
    `${phone} HearthApp/1.0`,
    `Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 HearthApp/3.2.0-beta`,
    phone,
    "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36",
    "HearthApp",
    "",
  ];
  it.each(agents)("%s", (userAgent) => {
    // What the server reads from the request is what the browser concludes on an ordinary https page.
    expect(isNativeWrapper({ userAgent, protocol: "https:" })).toBe(isNativeUserAgent(userAgent));
  });
});

describe("links that leave the app, inside the wrapper", () => {
  function fakeWindow(withBrowserPlugin: boolean) {
    const opened: unknown[][] = [];
    const plugin: string[] = [];
    const win = {
      location: { href: "https://hearth.example/settings" },
      open: (...args: unknown[]) => void opened.push(args),
      Capacitor: withBrowserPlugin
        ? { Plugins: { Browser: { open: async ({ url }: { url: string }) => void plugin.push(url) } } }
        : undefined,
    };
    return { win: win as unknown as Window, opened, plugin };
  }

  it("open in the system browser through Capacitor's Browser plugin, as absolute addresses", () => {
    const { win, opened, plugin } = fakeWindow(true);
    openOutside("/privacy", win);
    openOutside("https://5lovelanguages.com/quizzes/love-language", win);
    expect(plugin).toEqual(["https://hearth.example/privacy", "https://5lovelanguages.com/quizzes/love-language"]);
    expect(opened).toEqual([]);
  });

  it("without the plugin, open a new window that the wrapper hands to the system", () => {
    const { win, opened } = fakeWindow(false);
    openOutside("/terms", win);
    expect(opened).toEqual([["https://hearth.example/terms", "_blank", "noopener,noreferrer"]]);
  });
});
