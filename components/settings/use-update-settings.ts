"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { queryKeys } from "@/lib/client/query-keys";
import { api } from "@/lib/client/api";
import type { PublicUser } from "@/lib/auth/public-user";
import { AppError } from "@/lib/errors";
import type { settingsSchema } from "@/lib/settings/settings-schema";

type SettingsChange = z.input<typeof settingsSchema>;

/** Saves settings as they are changed: shown at once, rolled back with a notice if the server refuses. */
export function useUpdateSettings() {
  const t = useTranslations("settings");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      api<{ user: PublicUser; message: string }>("/api/settings", { method: "PATCH", body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.user });
      const previous = queryClient.getQueryData<PublicUser>(queryKeys.user);
      if (previous) queryClient.setQueryData(queryKeys.user, { ...previous, ...change });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.user, context.previous);
      toast.error(t("saveFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("saveFailedRetry"),
      });
    },
    onSuccess: ({ user, message }) => {
      queryClient.setQueryData(queryKeys.user, user);
      toast.success(message);
    },
  });
}
