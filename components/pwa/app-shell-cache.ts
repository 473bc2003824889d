"use client";

import { CACHE_SHELL, RUNTIME_CACHE_PREFIX, type PageMessage } from "@/lib/pwa/protocol";

/** Asks the service worker to keep this build's chat shell, in the page's language, for offline use. */
export function keepAppShell() {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const message: PageMessage = { type: CACHE_SHELL, lang: document.documentElement.lang };
    registration.active?.postMessage(message);
  });
}

/** At logout and account deletion: every cache the service worker filled at run time goes. */
export async function clearRuntimeCaches() {
  if (!("caches" in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
