"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { PublicUser } from "@/lib/auth/public-user";
import { queryKeys } from "@/lib/client/query-keys";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * Client state for signed-in screens: one query cache, seeded with the user the server already loaded
 * (none in the offline chat shell, which carries no account data).
 */
export function AppProviders({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    if (user) queryClient.setQueryData(queryKeys.user, user);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
