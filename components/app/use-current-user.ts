"use client";

import { useQuery } from "@tanstack/react-query";
import { pathQuery } from "@/lib/api/client";
import type { PublicUser } from "@/lib/auth/public-user";

export const CURRENT_USER_KEY = ["/api/user"] as const;

/** The signed-in user: refreshed on mount and window focus, fresh for 5 minutes (spec section 4). */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: pathQuery<PublicUser>({ on401: "null" }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
