"use client";

import { useQuery } from "@tanstack/react-query";
import { pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { PublicUser } from "@/lib/auth/public-user";

/** The signed-in user: refreshed on mount and window focus, fresh for 5 minutes (spec section 4). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: pathQuery<PublicUser>({ on401: "null" }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
