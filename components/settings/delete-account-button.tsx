"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useLeaveApp } from "@/components/app/use-leave-app";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { api } from "@/lib/client/api";
import { WRAPPER_START_PATH } from "@/lib/native/wrapper";

/**
 * Deletes the account and all its data after confirmation, then goes to /, whose server says "Account Deleted"
 * (the deletion's answer left it a notice); inside the native wrapper to its first page, with a toast.
 */
export function DeleteAccountButton() {
  const t = useTranslations("settings");
  const leaveApp = useLeaveApp();
  const inWrapper = useInNativeWrapper();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await api("/api/user/delete", { method: "DELETE" });
      if (!inWrapper) {
        await leaveApp("/", { fullLoad: true });
        return;
      }
      toast.success(t("accountDeleted"));
      await leaveApp(WRAPPER_START_PATH);
    } catch (error) {
      setBusy(false);
      // The server's own words when it refused (the subscription could not be canceled: nothing deleted).
      toast.error(t("deleteFailed"), { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="destructive" className="justify-self-start">
          {t("deleteAccount")}
        </Button>
      }
      title={t("deleteConfirmTitle")}
      description={t("deleteConfirmDescription")}
      confirmLabel={t("deleteConfirm")}
      cancelLabel={t("cancel")}
      busy={busy}
      onConfirm={() => void remove()}
    />
  );
}
