"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { enterApp } from "@/lib/auth/redirects";
import { AdultConfirmDialog } from "./adult-confirm-dialog";

/** Opens a demo account once the visitor confirms being 18 or older; /chat greets it with the demo-mode notice. */
export function GuestButton() {
  const t = useTranslations("auth");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function start() {
    setBusy(true);
    try {
      await api("/api/guest-login", { body: { adultAttested: true } });
      enterApp("/chat?welcome=demo", { delayMs: 50 });
    } catch {
      setBusy(false);
      toast.error(t("guestFailed"));
    }
  }

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        onClick={() => setConfirming(true)}
        disabled={busy}
        className="w-full"
      >
        {t("tryAsGuest")}
      </Button>
      <AdultConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={start}
        busy={busy}
        opener={button}
      />
    </>
  );
}
