"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { clearRuntimeCaches } from "@/components/pwa/app-shell-cache";

/**
 * After logout or deletion: forget this user's caches (queries, session storage, the service worker's) and go to
 * `path`, by client navigation so the farewell toast stays. `fullLoad` for a public page, which says its own
 * farewell from the server: one request reads the notice the answer left (a client navigation would ask twice).
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
