"use client";

import { CreditCardIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";

/** Opens the payment provider's billing portal (cancel, change plan, card, invoices). */
export function ManageBillingButton({ variant = "outline" }: { variant?: ButtonProps["variant"] }) {
  const t = useTranslations("settings");
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      const { url } = await api<{ url?: string }>("/api/create-portal-session", { body: {} });
      if (!url) throw new Error("no portal url");
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      const description = error instanceof AppError && error.status > 0 ? error.message : t("noPortalUrl");
      toast.error(t("portalError"), { description });
    }
  }

  return (
    <Button type="button" variant={variant} onClick={() => void open()} disabled={busy}>
      <CreditCardIcon aria-hidden />
      {busy ? t("openingPortal") : t("billingPortal")}
    </Button>
  );
}
