"use client";

import { useQuery } from "@tanstack/react-query";
import { pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Usage } from "@/lib/limits/usage";

/** Today's message count, the plan's limit and the personas on offer (spec: cached for 1 s). */
export function useUsage() {
  return useQuery({ queryKey: queryKeys.usage, queryFn: pathQuery<Usage>({ on401: "throw" }), staleTime: 1000 });
}
