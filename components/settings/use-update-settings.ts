"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { z } from "zod";
import { CURRENT_USER_KEY } from "@/components/app/use-current-user";
import { api } from "@/lib/api/client";
import type { PublicUser } from "@/lib/auth/public-user";
import { AppError } from "@/lib/errors";
import type { settingsSchema } from "@/lib/settings/settings-schema";

type SettingsChange = z.input<typeof settingsSchema>;

/** Saves settings as they are changed: shown at once, rolled back with a notice if the server refuses. */
export function useUpdateSettings() {
  const t = useTranslations("settings");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => api<PublicUser>("/api/settings", { method: "PATCH", body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      const previous = queryClient.getQueryData<PublicUser>(CURRENT_USER_KEY);
      if (previous) queryClient.setQueryData(CURRENT_USER_KEY, { ...previous, ...change });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(CURRENT_USER_KEY, context.previous);
      toast.error(t("saveFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("saveFailedRetry"),
      });
    },
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast.success(t("saved"));
    },
  });
}
