"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { enterApp } from "@/lib/auth/redirects";

/** Opens a demo account; /chat greets it with the demo-mode notice. */
export function GuestButton() {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await api("/api/guest-login", { body: {} });
      enterApp("/chat?welcome=demo", { delayMs: 50 });
    } catch {
      setBusy(false);
      toast.error(t("guestFailed"));
    }
  }

  return (
    <Button type="button" variant="ghost" onClick={start} disabled={busy} className="w-full">
      {t("tryAsGuest")}
    </Button>
  );
}
