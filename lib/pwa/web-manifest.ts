import type { MetadataRoute } from "next";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

/** The app's surface colours (app/globals.css `--background`), light and dark: the splash screen and the bars. */
export const APP_COLORS = { light: "#fdfaf7", dark: "#1f1915" } as const;

const ICON_SIZES = [192, 512] as const;

function names(locale: Locale) {
  const { name, shortName, description } = MESSAGES[locale].pwa.manifest;
  return { name, short_name: shortName, description };
}

/**
 * The web app manifest (served by app/manifest.ts) in one language. The other languages ride along in
 * `translations`, and the dark colours in `user_preferences`, members that browsers which know them use
 * and the others ignore.
 */
export function webManifest(locale: Locale) {
  const text = MESSAGES[locale].pwa.manifest;
  const manifest: MetadataRoute.Manifest = {
    id: "/",
    ...names(locale),
    lang: locale,
    dir: "ltr",
    start_url: "/chat",
    scope: "/",
    display: "standalone",
    background_color: APP_COLORS.light,
    theme_color: APP_COLORS.light,
    categories: ["lifestyle", "health"],
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any" as const,
      })),
      ...ICON_SIZES.map((size) => ({
        src: `/icons/maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "maskable" as const,
      })),
    ],
    screenshots: [
      {
        src: "/screenshots/chat-narrow.png",
        sizes: "780x1688",
        type: "image/png",
        form_factor: "narrow",
        label: text.screenshotChat,
      },
      {
        src: "/screenshots/personas-narrow.png",
        sizes: "780x1688",
        type: "image/png",
        form_factor: "narrow",
        label: text.screenshotPersonas,
      },
      {
        src: "/screenshots/chat-wide.png",
        sizes: "1280x800",
        type: "image/png",
        form_factor: "wide",
        label: text.screenshotChat,
      },
    ],
    shortcuts: [{ name: text.newChat, url: "/chat", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] }],
  };
  return {
    ...manifest,
    translations: Object.fromEntries(LOCALES.filter((other) => other !== locale).map((other) => [other, names(other)])),
    user_preferences: {
      color_scheme: { dark: { background_color: APP_COLORS.dark, theme_color: APP_COLORS.dark } },
    },
  };
}
