"use client";

import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useLeaveApp } from "@/components/app/use-leave-app";
import { api } from "@/lib/client/api";
import { forgetThisDevice } from "@/lib/client/push-device";

/** Signs out (this browser stops getting reminders), forgets everything cached for this user, and returns to /auth. */
export function LogoutButton() {
  const t = useTranslations("settings");
  const leaveApp = useLeaveApp();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await forgetThisDevice();
      await api("/api/logout", { body: {} });
      toast.success(t("loggedOut"));
      void leaveApp("/auth");
    } catch (error) {
      setBusy(false);
      toast.error(t("logoutFailed"), { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <Button type="button" variant="outline" onClick={logout} disabled={busy}>
      <LogOutIcon aria-hidden />
      {t("logout")}
    </Button>
  );
}
