"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { clearRuntimeCaches } from "@/components/pwa/app-shell-cache";

/**
 * After logout or account deletion: forget every cached piece of this user (the query cache, session
 * storage, the service worker's runtime caches) and go to `path`. A client navigation (not a reload), so
 * the farewell toast stays on screen; signed-in pages are never reused from the router cache because
 * they are dynamic.
 */
export function useLeaveApp() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (path: string) => {
    queryClient.clear();
    window.sessionStorage.clear();
    await clearRuntimeCaches().catch((error: unknown) => console.warn("Could not clear the offline caches", error));
    router.replace(path);
    router.refresh();
  };
}
