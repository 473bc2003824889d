"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { PublicUser } from "@/lib/auth/public-user";
import { clearPaymentMarkers } from "@/lib/billing/payment-markers";

type Activated = { message: string; user: PublicUser };

/** Spec section 9: verification tries 3 times, 1.5 s apart; redirects after 2 s (manual) and 3 s (automatic). */
export const ACTIVATION_TIMING = { verifyAttempts: 3, verifyGapMs: 1500, manualRedirectMs: 2000, autoRedirectMs: 3000 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The activation API as the payment pages call it (spec sections 4 and 7), and what follows a success. */
export function useProActivation() {
  const queryClient = useQueryClient();

  /** After activation: the user, usage and conversations are fetched again; the payment markers go. */
  const refreshAfterActivation = useCallback(
    async (user?: PublicUser) => {
      clearPaymentMarkers();
      if (user) queryClient.setQueryData(queryKeys.user, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations }),
      ]);
    },
    [queryClient],
  );

  /** Is the account Pro now, by a fresh read of the user? */
  const freshIsPro = useCallback(async () => {
    const user = await queryClient.fetchQuery({
      queryKey: queryKeys.user,
      queryFn: () => api<PublicUser>("/api/user"),
      staleTime: 0,
    });
    return user.isPro;
  }, [queryClient]);

  const directActivate = useCallback(
    (sessionId: string, forceActivation = false) =>
      api<Activated>("/api/direct-activate-pro", { body: { sessionId, forceActivation } }),
    [],
  );
  const verifySubscription = useCallback(
    (sessionId: string, userId: string) =>
      api<{ user: PublicUser }>("/api/verify-subscription", { body: { sessionId, userId } }),
    [],
  );
  const verifyPayment = useCallback(
    (sessionId: string) => api<{ success: boolean; message: string }>("/api/verify-payment", { body: { sessionId } }),
    [],
  );
  const repair = useCallback(() => api<Activated>("/api/repair-pro-account", { body: {} }), []);

  /** The manual buttons: forced activation from the checkout, falling back to repair by the account. */
  const activateManually = useCallback(
    (sessionId: string | null) => (sessionId ? directActivate(sessionId, true).catch(() => repair()) : repair()),
    [directActivate, repair],
  );

  /** Whether this checkout made the account Pro: direct activation, then up to 3 verifications 1.5 s apart. */
  const confirmCheckout = useCallback(
    async (sessionId: string, userId: string) => {
      try {
        await directActivate(sessionId);
        return true;
      } catch {
        for (let attempt = 1; attempt <= ACTIVATION_TIMING.verifyAttempts; attempt += 1) {
          await pause(ACTIVATION_TIMING.verifyGapMs);
          const verified = await verifySubscription(sessionId, userId).catch(() => null);
          if (verified?.user.isPro) return true;
        }
        return false;
      }
    },
    [directActivate, verifySubscription],
  );

  return useMemo(
    () => ({
      refreshAfterActivation,
      freshIsPro,
      directActivate,
      verifyPayment,
      repair,
      activateManually,
      confirmCheckout,
    }),
    [refreshAfterActivation, freshIsPro, directActivate, verifyPayment, repair, activateManually, confirmCheckout],
  );
}
