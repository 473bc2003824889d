"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useHydrated } from "@/components/app/use-hydrated";
import { SettingSwitch } from "@/components/settings/setting-switch";
import { toast } from "@/components/ui/toast";
import { pathQuery } from "@/lib/client/api";
import {
  deviceSubscription,
  pushSupported,
  subscribeDevice,
  unsubscribeDevice,
  type PushState,
} from "@/lib/client/push-device";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";

/**
 * "Notifications on this device": subscribes this browser to the account's reminders, or forgets it. Says why
 * when it cannot: a browser without push, push off on the server, a guest, or notifications blocked.
 */
export function PushSwitch() {
  const t = useTranslations("reminders.push");
  const queryClient = useQueryClient();
  const server = useQuery({ queryKey: queryKeys.pushSubscriptions, queryFn: pathQuery<PushState>({ on401: "throw" }) });
  const hydrated = useHydrated();
  const supported = hydrated && pushSupported();
  /** This browser's subscription: undefined until looked at, null when there is none. */
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [workerFailed, setWorkerFailed] = useState(false);
  /** The answer to our own permission request; until then, the browser's current state. */
  const [asked, setAsked] = useState<NotificationPermission | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void deviceSubscription()
      .then((found) => current && setSubscription(found))
      .catch(() => current && setWorkerFailed(true));
    return () => {
      current = false;
    };
  }, [supported]);

  const permission = asked ?? (supported ? Notification.permission : "default");
  const publicKey = server.data?.publicKey ?? null;
  const on = Boolean(subscription) && permission === "granted";

  async function turnOn(key: string) {
    const answer = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    setAsked(answer);
    if (answer === "granted") setSubscription(await subscribeDevice(key));
  }

  async function turnOff(current: PushSubscription) {
    await unsubscribeDevice(current);
    setSubscription(null);
  }

  async function change(wanted: boolean) {
    setBusy(true);
    try {
      if (wanted && publicKey) await turnOn(publicKey);
      else if (!wanted && subscription) await turnOff(subscription);
    } catch (error) {
      toast.error(t(wanted ? "onFailed" : "offFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("tryAgain"),
      });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pushSubscriptions });
    }
  }

  const refusal = server.error
    ? server.error instanceof AppError && server.error.status > 0
      ? server.error.message
      : t("loadFailed")
    : null;
  const reason =
    hydrated && (!supported || workerFailed)
      ? t("unsupported")
      : (refusal ?? (server.data && !publicKey ? t("serverOff") : permission === "denied" ? t("denied") : null));

  return (
    <SettingSwitch
      id="push-notifications"
      label={t("label")}
      description={
        <>
          <p>{t("description")}</p>
          {reason ? <p className="mt-1 font-medium text-foreground">{reason}</p> : null}
        </>
      }
      checked={on}
      disabled={busy || subscription === undefined || !publicKey || (permission === "denied" && !on)}
      onCheckedChange={(wanted) => void change(wanted)}
    />
  );
}
