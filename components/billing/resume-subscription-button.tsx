"use client";

import { useQueryClient } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { PublicUser } from "@/lib/auth/public-user";
import { AppError } from "@/lib/errors";

/** Takes back a cancellation at the period's end, with the payment provider (Stripe or the simulator). */
export function ResumeSubscriptionButton({ variant = "default" }: { variant?: ButtonProps["variant"] }) {
  const t = useTranslations("plan");
  const queryClient = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function resume() {
    setBusy(true);
    try {
      const { user } = await api<{ user: PublicUser }>("/api/resume-subscription", { body: {} });
      queryClient.setQueryData(queryKeys.user, user);
      toast.success(t("resumedTitle"), { description: t("resumed") });
      // The pricing page states the plan from the server.
      router.refresh();
    } catch (error) {
      const description = error instanceof AppError && error.status > 0 ? error.message : undefined;
      toast.error(t("resumeFailed"), { description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant={variant} onClick={() => void resume()} disabled={busy} aria-busy={busy}>
      <RotateCcwIcon aria-hidden />
      {busy ? t("resuming") : t("resume")}
    </Button>
  );
}
