"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { SettingSwitch } from "@/components/settings/setting-switch";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import type { MemoryList } from "@/lib/memory/memory-view";

/** Memory on or paused: shown at once, rolled back with a notice if the server refuses. */
export function MemorySwitch({ enabled }: { enabled: boolean }) {
  const t = useTranslations("memory");
  const queryClient = useQueryClient();
  const setEnabled = (value: boolean) =>
    queryClient.setQueryData<MemoryList | null>(queryKeys.memory, (list) => list && { ...list, enabled: value });
  const update = useMutation({
    mutationFn: (memoryEnabled: boolean) =>
      api<{ message: string }>("/api/settings", { method: "PATCH", body: { memoryEnabled } }),
    onMutate: async (memoryEnabled) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.memory });
      setEnabled(memoryEnabled);
    },
    onError: (error, memoryEnabled) => {
      setEnabled(!memoryEnabled);
      toast.error(t("switchFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : undefined,
      });
    },
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.memory }),
  });

  return (
    <div className="rounded-xl border bg-card p-4 text-card-foreground">
      <SettingSwitch
        id="memory-enabled"
        label={t("switchLabel")}
        description={enabled ? t("on") : t("paused")}
        checked={enabled}
        disabled={update.isPending}
        onCheckedChange={(value) => update.mutate(value)}
      />
    </div>
  );
}
