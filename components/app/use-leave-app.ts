"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { clearRuntimeCaches } from "@/components/pwa/app-shell-cache";

/**
 * After logout or account deletion: forget every cached piece of this user (the query cache, session
 * storage, the service worker's runtime caches) and go to `path`. Within the app a client navigation (not a
 * reload), so the farewell toast stays on screen; signed-in pages are never reused from the router cache
 * because they are dynamic. `fullLoad` for a public page (pages/), which says its own farewell from the
 * server: one request for it, which reads the notice the answer left (a client navigation would ask twice).
 */
export function useLeaveApp() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (path: string, { fullLoad = false } = {}) => {
    queryClient.clear();
    window.sessionStorage.clear();
    await clearRuntimeCaches().catch((error: unknown) => console.warn("Could not clear the offline caches", error));
    if (fullLoad) {
      window.location.replace(path);
      return;
    }
    router.replace(path);
    router.refresh();
  };
}
