"use client";

import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { REDIRECT_TO_SUCCESS_KEY, markedPaymentSession } from "@/lib/billing/payment-markers";
import { AppError } from "@/lib/errors";
import { StatusNotice } from "./status-notice";
import { ACTIVATION_TIMING, pause, useProActivation } from "./use-pro-activation";

const noSubscribe = () => () => {};

type Phase = "checking" | "alreadyActive" | "activated" | "failed" | "missing";

/**
 * /subscription/success (spec section 4): refresh the user; already Pro → 'Pro Account Already Active';
 * else direct activation with the session id, then up to 3 verifications 1.5 s apart; then refresh the
 * user, usage and conversations and say so. Three manual buttons stay for when that is not enough.
 */
export function SubscriptionSuccess({
  urlSessionId,
  supportEmail,
}: {
  urlSessionId: string | null;
  supportEmail: string;
}) {
  const t = useTranslations("subscription.success");
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const activation = useProActivation();
  const [phase, setPhase] = useState<Phase>("checking");
  const [working, setWorking] = useState<"activate" | "repair" | null>(null);
  const marked = useSyncExternalStore(
    noSubscribe,
    () => markedPaymentSession(),
    () => null,
  );
  // Without session_id in the URL, the checkout this browser left for (the payment markers).
  const sessionId = urlSessionId ?? marked;
  const started = useRef(false);
  const userId = user?.id;

  useEffect(() => {
    if (started.current || !userId) return;
    started.current = true;
    window.localStorage.removeItem(REDIRECT_TO_SUCCESS_KEY);
    const session = sessionId;

    async function run(): Promise<Phase> {
      if (await activation.freshIsPro().catch(() => false)) return "alreadyActive";
      if (!session) return "missing";
      try {
        await activation.directActivate(session);
        return "activated";
      } catch {
        for (let attempt = 1; attempt <= ACTIVATION_TIMING.verifyAttempts; attempt += 1) {
          await pause(ACTIVATION_TIMING.verifyGapMs);
          const verified = await activation.verifySubscription(session, userId!).catch(() => null);
          if (verified?.user.isPro) return "activated";
        }
        return "failed";
      }
    }

    void run().then(async (result) => {
      if (result === "activated" || result === "alreadyActive") await activation.refreshAfterActivation();
      if (result === "activated") toast.success(t("activatedTitle"), { description: t("activated") });
      setPhase(result);
    });
  }, [activation, t, sessionId, userId]);

  /** 'Activate My Pro Account Now': direct activation, else repair; then /chat after 2 s. */
  async function activateNow() {
    setWorking("activate");
    try {
      const result = sessionId
        ? await activation.directActivate(sessionId, true).catch(() => activation.repair())
        : await activation.repair();
      await activation.refreshAfterActivation(result.user);
      setPhase("activated");
      toast.success(t("activatedTitle"), { description: t("activated") });
      window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.manualRedirectMs);
    } catch {
      setWorking(null);
      toast.error(t("failedTitle"), { description: t("contactSupport", { email: supportEmail }) });
    }
  }

  async function repair() {
    setWorking("repair");
    try {
      const result = await activation.repair();
      await activation.refreshAfterActivation(result.user);
      setPhase("activated");
      toast.success(t("repaired"));
    } catch (error) {
      const description = error instanceof AppError && error.status > 0 ? error.message : undefined;
      toast.error(t("failedTitle"), { description: description ?? t("contactSupport", { email: supportEmail }) });
    } finally {
      setWorking(null);
    }
  }

  const done = phase === "activated" || phase === "alreadyActive";
  return (
    <div className="grid gap-6">
      {phase === "checking" ? (
        <p className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={t("checking")} />
          {t("checking")}
        </p>
      ) : phase === "alreadyActive" ? (
        <StatusNotice tone="success" icon={CircleCheckIcon} title={t("alreadyActiveTitle")}>
          {t("alreadyActive")}
        </StatusNotice>
      ) : phase === "activated" ? (
        <StatusNotice tone="success" icon={CircleCheckIcon} title={t("activatedTitle")}>
          {t("activated")}
        </StatusNotice>
      ) : phase === "missing" ? (
        <StatusNotice tone="destructive" icon={CircleAlertIcon} title={t("missingTitle")}>
          {t("missing")}
        </StatusNotice>
      ) : (
        <StatusNotice tone="destructive" icon={CircleAlertIcon} title={t("failedTitle")}>
          {t("failed", { email: supportEmail })}
        </StatusNotice>
      )}

      <div className="flex flex-wrap gap-2">
        <Button asChild variant={done ? "default" : "outline"}>
          <Link href="/new-chat">{t("startUsing")}</Link>
        </Button>
      </div>

      {done ? null : (
        <section aria-labelledby="success-manual" className="grid gap-3 rounded-xl border p-4">
          <h2 id="success-manual" className="font-medium">
            {t("manualTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("manualHint")}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void activateNow()} disabled={working !== null}>
              {working === "activate" ? t("working") : t("activateNow")}
            </Button>
            <Button type="button" variant="outline" onClick={() => void repair()} disabled={working !== null}>
              {working === "repair" ? t("working") : t("repair")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
