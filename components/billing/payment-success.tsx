"use client";

import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusNotice } from "./status-notice";
import { ACTIVATION_TIMING, useProActivation } from "./use-pro-activation";

type Phase = "verifying" | "active" | "activated" | "failed" | "missing";

/**
 * /payment-success (spec section 4): with a session id and no Pro yet, the payment is verified at once —
 * 'Pro Account Activated!' and /chat after 3 s; the manual button forces activation, falls back to
 * repair, and goes to /chat after 2 s. Without a session id: the 'Missing Information' notice.
 */
export function PaymentSuccess({ sessionId, supportEmail }: { sessionId: string | null; supportEmail: string }) {
  const t = useTranslations("subscription.payment");
  const ts = useTranslations("subscription.success");
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const activation = useProActivation();
  const [phase, setPhase] = useState<Phase>(sessionId ? "verifying" : "missing");
  const [working, setWorking] = useState(false);
  const started = useRef(false);
  const alreadyPro = user?.isPro;

  useEffect(() => {
    if (started.current || !sessionId || alreadyPro !== false) return;
    started.current = true;
    void activation
      .verifyPayment(sessionId)
      .then(async ({ success }) => {
        if (!success) return setPhase("failed");
        await activation.refreshAfterActivation();
        setPhase("activated");
        window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.autoRedirectMs);
      })
      .catch(() => setPhase("failed"));
  }, [activation, alreadyPro, router, sessionId]);

  async function activate() {
    setWorking(true);
    try {
      const result = sessionId
        ? await activation.directActivate(sessionId, true).catch(() => activation.repair())
        : await activation.repair();
      await activation.refreshAfterActivation(result.user);
      setPhase("activated");
      window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.manualRedirectMs);
    } catch {
      setWorking(false);
      setPhase("failed");
      toast.error(ts("failedTitle"), { description: t("failed") });
    }
  }

  // Pro before anything was verified here: nothing to verify.
  const shown: Phase = phase === "verifying" && alreadyPro ? "active" : phase;
  return (
    <div className="grid gap-6">
      {shown === "verifying" ? (
        <p className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={t("verifying")} />
          {t("verifying")}
        </p>
      ) : shown === "activated" ? (
        <StatusNotice tone="success" icon={CircleCheckIcon} title={t("activatedTitle")}>
          {t("redirecting")}
        </StatusNotice>
      ) : shown === "active" ? (
        <StatusNotice tone="success" icon={CircleCheckIcon} title={ts("alreadyActiveTitle")}>
          {t("active")}
        </StatusNotice>
      ) : shown === "missing" ? (
        <StatusNotice tone="destructive" icon={CircleAlertIcon} title={ts("missingTitle")}>
          {ts("missing")}
        </StatusNotice>
      ) : (
        <StatusNotice tone="destructive" icon={CircleAlertIcon} title={ts("failedTitle")}>
          {t("failed")} {ts("contactSupport", { email: supportEmail })}
        </StatusNotice>
      )}
      <div className="flex flex-wrap gap-2">
        {shown === "failed" || shown === "missing" ? (
          <Button type="button" onClick={() => void activate()} disabled={working}>
            {working ? ts("working") : t("activate")}
          </Button>
        ) : null}
        <Button asChild variant={shown === "activated" || shown === "active" ? "default" : "outline"}>
          <Link href="/chat">{t("startUsing")}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href="/chat">{t("returnToChat")}</Link>
        </Button>
      </div>
    </div>
  );
}
