/// <reference lib="webworker" />
// The service worker at /sw.js. Precached: static files, icons and offline pages, nothing of a user. Offline, the
// chat's pages get the chat shell (/chat without account data, a runtime cache logout clears), others the offline
// page. API calls and RSC payloads are never intercepted, so they never touch a cache.
import { NetworkOnly, Serwist, type PrecacheEntry } from "serwist";
import {
  APP_SHELL_HEADER,
  APP_SHELL_PATH,
  CACHE_SHELL,
  isChatPath,
  offlineLocale,
  offlinePagePath,
  RUNTIME_CACHE_PREFIX,
  shellCacheName,
  SW_UPDATED,
  type PageMessage,
  type WorkerMessage,
} from "./protocol";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const VERSION = process.env.HEARTH_BUILD_VERSION ?? "dev";
const SHELL_CACHE = shellCacheName(VERSION);
const SHELL_LANGUAGE_HEADER = "x-hearth-shell-language";
/** Which version was active last: a new worker with an earlier one before it is an update, else a first install. */
const META_CACHE = "hearth-meta";
const ACTIVE_VERSION_KEY = "/__hearth/active-version";

async function interfaceLanguage() {
  const cookie = await self.cookieStore?.get("language").catch(() => null);
  return offlineLocale(cookie?.value, self.navigator.languages ?? []);
}

async function offlineResponse(request: Request): Promise<Response | undefined> {
  if (isChatPath(new URL(request.url).pathname)) {
    const shell = await (await caches.open(SHELL_CACHE)).match(APP_SHELL_PATH);
    if (shell) return shell;
  }
  return serwist.matchPrecache(offlinePagePath(await interfaceLanguage()));
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkOnly({ plugins: [{ handlerDidError: ({ request }) => offlineResponse(request) }] }),
    },
  ],
});

/** Keeps the chat shell of this build in the page's language (fetched again when the language changed). */
async function cacheShell(language: string) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(APP_SHELL_PATH);
  if (cached?.headers.get(SHELL_LANGUAGE_HEADER) === language) return;
  const response = await fetch(APP_SHELL_PATH, { headers: { [APP_SHELL_HEADER]: "1" } });
  if (!response.ok || response.redirected) return;
  const headers = new Headers(response.headers);
  headers.set(SHELL_LANGUAGE_HEADER, language);
  await cache.put(APP_SHELL_PATH, new Response(await response.blob(), { status: 200, headers }));
}

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === CACHE_SHELL) event.waitUntil(cacheShell(message.lang).catch(() => undefined));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      const meta = await caches.open(META_CACHE);
      const previous = await meta.match(ACTIVE_VERSION_KEY);
      await meta.put(ACTIVE_VERSION_KEY, new Response(VERSION));
      if (previous) {
        // Said before taking over, so that a page reloading into this version already knows it (update-flow.ts).
        const message: WorkerMessage = { type: SW_UPDATED, version: VERSION };
        for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
          client.postMessage(message);
        }
      }
      await self.clients.claim();
    })(),
  );
});

/** Where a notification without a usable address leads. */
const NOTIFICATION_FALLBACK_PATH = "/chat";
const NOTIFICATION_ICON = "/icons/icon-192.png";

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/** A reminder's `{title, body, url, tag}` (lib/reminders/push.ts); anything unreadable shows a plain "Hearth". */
function notificationOf(data: PushMessageData | null): { title: string; options: NotificationOptions } {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = data?.json();
    if (parsed && typeof parsed === "object") message = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the plain notification below.
  }
  return {
    title: textOf(message.title) ?? "Hearth",
    options: {
      body: textOf(message.body),
      tag: textOf(message.tag),
      icon: NOTIFICATION_ICON,
      data: { url: textOf(message.url) ?? NOTIFICATION_FALLBACK_PATH },
    },
  };
}

/** The notification's address, if it is a path of this app; else the fallback (never another site). */
function notificationTarget(data: unknown): string {
  const path = (data as { url?: unknown } | null)?.url;
  if (typeof path === "string" && path.startsWith("/")) {
    const url = new URL(path, self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  }
  return new URL(NOTIFICATION_FALLBACK_PATH, self.location.origin).href;
}

/** Takes an open window of the app to the address (focusing it, where the browser lets us), else opens one. */
async function openFromNotification(url: string) {
  const windows = await self.clients.matchAll({ type: "window" });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    // Focus needs the click's user activation, which a browser may not grant (or grant only once).
    await open.focus().catch(() => undefined);
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener("push", (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(notificationTarget(event.notification.data)));
});

serwist.addEventListeners();
