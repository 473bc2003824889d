"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

/**
 * After logout or account deletion: forget every cached piece of this user and go to `path`. A client
 * navigation (not a reload), so the farewell toast stays on screen; signed-in pages are never reused
 * from the router cache because they are dynamic.
 */
export function useLeaveApp() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return (path: string) => {
    queryClient.clear();
    window.sessionStorage.clear();
    router.replace(path);
    router.refresh();
  };
}
