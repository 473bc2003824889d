"use client";

import { RefreshCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/app/use-current-user";
import { useUsage } from "@/components/app/use-usage";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AppError } from "@/lib/errors";

/** Reloads the account from the server, e.g. after upgrading on another device. */
export function SyncButton() {
  const t = useTranslations("settings");
  const user = useCurrentUser();
  const usage = useUsage();
  const [busy, setBusy] = useState(false);

  async function sync() {
    setBusy(true);
    const [result] = await Promise.all([user.refetch(), usage.refetch()]);
    setBusy(false);
    if (result.error) {
      const status = result.error instanceof AppError ? result.error.status : 0;
      toast.error(t("syncFailed", { status }));
    } else {
      toast.success(t("synced"));
    }
  }

  return (
    <Button type="button" variant="outline" onClick={() => void sync()} disabled={busy}>
      <RefreshCwIcon aria-hidden className={cn(busy && "animate-spin motion-reduce:animate-none")} />
      {t("sync")}
    </Button>
  );
}
