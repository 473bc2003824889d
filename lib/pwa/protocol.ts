import { LOCALES, negotiateLocale, type Locale } from "@/lib/i18n/locales";

/**
 * What the pages and the service worker (lib/pwa/sw.ts) say to each other, and the names both use.
 * Framework-free: the worker is bundled from this by esbuild, the pages by Next.
 */

export const SERVICE_WORKER_URL = "/sw.js";

/** Page → worker: activate the waiting version now (spec section 4, steps 3, 5 and 7). */
export const SKIP_WAITING = "SKIP_WAITING";
/** Worker → pages, when a new version has taken over: `{ type, version }` (step 9). */
export const SW_UPDATED = "SW_UPDATED";
/** Page → worker: keep the chat shell of this build, in the page's language, for offline use. */
export const CACHE_SHELL = "CACHE_SHELL";

export type WorkerMessage = { type: typeof SW_UPDATED; version: string };
export type PageMessage = { type: typeof SKIP_WAITING } | { type: typeof CACHE_SHELL; lang: string };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const message = data as Partial<WorkerMessage> | null;
  return message?.type === SW_UPDATED && typeof message.version === "string";
}

/**
 * The chat shell: `/chat` rendered with no account data at all (the server leaves out the user when this
 * header is present), so what the worker keeps for offline use shows nothing of anyone who used the device.
 */
export const APP_SHELL_HEADER = "x-hearth-app-shell";
export const APP_SHELL_PATH = "/chat";

/** Every cache the worker fills at run time starts with this; logout and account deletion clear them all. */
export const RUNTIME_CACHE_PREFIX = "hearth-runtime-";
export const shellCacheName = (version: string) => `${RUNTIME_CACHE_PREFIX}shell-${version}`;

/** Navigations that fall back to the chat shell when the network is gone. */
export function isChatPath(pathname: string): boolean {
  return pathname === "/chat" || pathname.startsWith("/chat/") || pathname === "/new-chat";
}

/** The offline page of each language: static, precached with every build. */
export const offlinePagePath = (locale: Locale) => `/offline/${locale}`;
export const OFFLINE_PAGE_PATHS = LOCALES.map(offlinePagePath);

/** The offline page's language: the interface language cookie, else the browser's languages, else English. */
export function offlineLocale(cookieValue: string | null | undefined, browserLanguages: readonly string[]): Locale {
  return negotiateLocale(cookieValue, browserLanguages.join(","));
}
