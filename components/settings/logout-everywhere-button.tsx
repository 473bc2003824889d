"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useLeaveApp } from "@/components/app/use-leave-app";
import { api } from "@/lib/client/api";

/** Ends every session of the account, on every device and this one, after confirmation; then /auth. */
export function LogoutEverywhereButton() {
  const t = useTranslations("settings");
  const leaveApp = useLeaveApp();
  const [busy, setBusy] = useState(false);

  async function logoutEverywhere() {
    setBusy(true);
    try {
      await api("/api/logout/everywhere", { body: {} });
      toast.success(t("loggedOutEverywhere"));
      void leaveApp("/auth");
    } catch (error) {
      setBusy(false);
      toast.error(t("logoutFailed"), { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" className="justify-self-start">
          {t("logoutEverywhere")}
        </Button>
      }
      title={t("logoutEverywhereConfirmTitle")}
      description={t("logoutEverywhereConfirmDescription")}
      confirmLabel={t("logoutEverywhereConfirm")}
      cancelLabel={t("cancel")}
      busy={busy}
      onConfirm={() => void logoutEverywhere()}
    />
  );
}
