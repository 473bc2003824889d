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
import { ACTIVATION_TIMING, useProActivation } from "./use-pro-activation";

const noSubscribe = () => () => {};

type Route = "subscription" | "payment";
type Phase = "checking" | "alreadyActive" | "activated" | "failed" | "missing";

/**
 * The page a payment comes back to, behind the spec's two routes (section 4), each with its own buttons,
 * delays and texts. 'Pro Account Already Active' is for an account that was Pro without this checkout:
 * a first purchase whose webhook came first still says it activated Pro.
 */
export function ActivationScreen({
  route,
  urlSessionId,
  supportEmail,
}: {
  route: Route;
  urlSessionId: string | null;
  supportEmail: string;
}) {
  const t = useTranslations("subscription.success");
  const tp = useTranslations("subscription.payment");
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
  const sessionId = urlSessionId ?? (route === "subscription" ? marked : null);
  const started = useRef(false);
  const userId = user?.id;

  useEffect(() => {
    if (started.current || !userId) return;
    started.current = true;
    if (route === "subscription") window.localStorage.removeItem(REDIRECT_TO_SUCCESS_KEY);
    const session = sessionId;

    async function run(): Promise<Phase> {
      const wasPro = await activation.freshIsPro().catch(() => false);
      if (!session) return wasPro ? "alreadyActive" : "missing";
      if (wasPro) {
        const fromThisCheckout = await activation.directActivate(session).then(
          () => true,
          () => false,
        );
        return fromThisCheckout ? "activated" : "alreadyActive";
      }
      if (route === "subscription")
        return (await activation.confirmCheckout(session, userId!)) ? "activated" : "failed";
      const verified = await activation.verifyPayment(session).catch(() => null);
      return verified?.success ? "activated" : "failed";
    }

    void run().then(async (result) => {
      if (result === "activated" || result === "alreadyActive") await activation.refreshAfterActivation();
      setPhase(result);
      if (result !== "activated") return;
      if (route === "subscription") toast.success(t("activatedTitle"), { description: t("activated") });
      else window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.autoRedirectMs);
    });
  }, [activation, route, router, t, sessionId, userId]);

  /** 'Activate My Pro Account (Now)': forced activation, else repair; then /chat after 2 s. */
  async function activateNow() {
    setWorking("activate");
    try {
      const result = await activation.activateManually(sessionId);
      await activation.refreshAfterActivation(result.user);
      setPhase("activated");
      if (route === "subscription") toast.success(t("activatedTitle"), { description: t("activated") });
      window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.manualRedirectMs);
    } catch {
      setWorking(null);
      if (route === "payment") setPhase("failed");
      toast.error(t("failedTitle"), {
        description: route === "payment" ? tp("failed") : t("contactSupport", { email: supportEmail }),
      });
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
  const notice =
    phase === "checking" ? (
      <p className="flex items-center gap-3 text-muted-foreground">
        <Spinner label={route === "payment" ? tp("verifying") : t("checking")} />
        {route === "payment" ? tp("verifying") : t("checking")}
      </p>
    ) : phase === "alreadyActive" ? (
      <StatusNotice tone="success" icon={CircleCheckIcon} title={t("alreadyActiveTitle")}>
        {route === "payment" ? tp("active") : t("alreadyActive")}
      </StatusNotice>
    ) : phase === "activated" ? (
      <StatusNotice
        tone="success"
        icon={CircleCheckIcon}
        title={route === "payment" ? tp("activatedTitle") : t("activatedTitle")}
      >
        {route === "payment" ? tp("redirecting") : t("activated")}
      </StatusNotice>
    ) : phase === "missing" ? (
      <StatusNotice tone="destructive" icon={CircleAlertIcon} title={t("missingTitle")}>
        {t("missing")}
      </StatusNotice>
    ) : (
      <StatusNotice tone="destructive" icon={CircleAlertIcon} title={t("failedTitle")}>
        {route === "payment"
          ? `${tp("failed")} ${t("contactSupport", { email: supportEmail })}`
          : t("failed", { email: supportEmail })}
      </StatusNotice>
    );

  if (route === "payment") {
    return (
      <div className="grid gap-6">
        {notice}
        <div className="flex flex-wrap gap-2">
          {phase === "failed" || phase === "missing" ? (
            <Button type="button" onClick={() => void activateNow()} disabled={working !== null}>
              {working ? t("working") : tp("activate")}
            </Button>
          ) : null}
          <Button asChild variant={done ? "default" : "outline"}>
            <Link href="/chat">{tp("startUsing")}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/chat">{tp("returnToChat")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      {notice}
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
