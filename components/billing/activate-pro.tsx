"use client";

import { CircleCheckIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Button } from "@/components/ui/button";
import { markedPaymentSession } from "@/lib/billing/payment-markers";
import { AppError } from "@/lib/errors";
import { StatusNotice } from "./status-notice";
import { ACTIVATION_TIMING, useProActivation } from "./use-pro-activation";

const noSubscribe = () => () => {};

/**
 * /activate-pro: the way back for someone who paid and still sees the free plan. A checkout this
 * browser left for (the payment markers, or the `payment_session` cookie the server read) is activated
 * from; otherwise "repair" looks the subscription up by the account.
 */
export function ActivatePro({
  cookieSessionId,
  supportEmail,
}: {
  cookieSessionId: string | null;
  supportEmail: string;
}) {
  const t = useTranslations("subscription.activate");
  const ts = useTranslations("subscription.success");
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const activation = useProActivation();
  const marked = useSyncExternalStore(
    noSubscribe,
    () => markedPaymentSession(),
    () => null,
  );
  const sessionId = marked ?? cookieSessionId;
  const [working, setWorking] = useState(false);

  async function run(kind: "checkout" | "repair") {
    setWorking(true);
    try {
      const result = await activation.activateManually(kind === "checkout" ? sessionId : null);
      await activation.refreshAfterActivation(result.user);
      toast.success(ts("activatedTitle"), { description: ts("activated") });
      window.setTimeout(() => router.push("/chat"), ACTIVATION_TIMING.manualRedirectMs);
    } catch (error) {
      setWorking(false);
      const description = error instanceof AppError && error.status > 0 ? error.message : undefined;
      toast.error(ts("failedTitle"), { description: description ?? ts("contactSupport", { email: supportEmail }) });
    }
  }

  if (user?.isPro) {
    return (
      <div className="grid gap-4">
        <StatusNotice tone="success" icon={CircleCheckIcon} title={ts("alreadyActiveTitle")}>
          {t("active")}
        </StatusNotice>
        <Button asChild className="justify-self-start">
          <Link href="/chat">{t("goToChat")}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p>{t("intro")}</p>
      <p className="text-sm text-muted-foreground">{sessionId ? t("foundCheckout") : t("noCheckout")}</p>
      <div className="flex flex-wrap gap-2">
        {sessionId ? (
          <Button type="button" onClick={() => void run("checkout")} disabled={working}>
            {working ? ts("working") : t("activate")}
          </Button>
        ) : null}
        <Button
          type="button"
          variant={sessionId ? "outline" : "default"}
          onClick={() => void run("repair")}
          disabled={working}
        >
          {ts("repair")}
        </Button>
        <Button asChild variant="ghost">
          <Link href="/subscription">{t("seePlans")}</Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t("support", { email: supportEmail })}</p>
    </div>
  );
}
