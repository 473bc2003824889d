"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { PublicUser } from "@/lib/auth/public-user";

/**
 * Shown until the account acknowledges it, once: what the advisor is and is not. It cannot be dismissed
 * any other way. Accounts made before the 18+ confirmation at sign-up give it here.
 */
export function FirstUseNotice({ user }: { user: PublicUser }) {
  const t = useTranslations("safety");
  const auth = useTranslations("auth");
  const queryClient = useQueryClient();
  const [adult, setAdult] = useState(false);
  const [saving, setSaving] = useState(false);
  const needsAge = !user.adultAttested;

  async function acknowledge() {
    setSaving(true);
    try {
      const updated = await api<PublicUser>("/api/safety-notice", { body: needsAge ? { adultAttested: true } : {} });
      queryClient.setQueryData(queryKeys.user, updated);
    } catch {
      toast.error(t("noticeFailed"));
      setSaving(false);
    }
  }

  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("noticeTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("noticeAi")}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">{t("noticeEmergency")}</p>
        <p className="text-sm">{t("noticeAdults")}</p>
        {needsAge ? (
          <div className="flex items-center gap-2">
            <Checkbox id="notice-adult" checked={adult} onCheckedChange={(v) => setAdult(v === true)} />
            <label htmlFor="notice-adult" className="text-sm">
              {auth("adultConfirm")}
            </label>
          </div>
        ) : null}
        <AlertDialogFooter>
          <Button onClick={acknowledge} disabled={saving || (needsAge && !adult)}>
            {t("noticeAccept")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
