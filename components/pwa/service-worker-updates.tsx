"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useEffectEvent, useState } from "react";
import { loadToaster, toast } from "@/components/ui/toast";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import type { UpdateFlow, UpdateNotice } from "@/lib/client/update-flow";

const UpdateCard = dynamic(() => import("./update-card").then((module) => module.UpdateCard), { ssr: false });

/**
 * Registers the service worker (not in development) and runs the update flow (lib/client/update-flow.ts), loaded
 * when the browser is idle since no screen needs it to show. Inside the native wrapper updates apply by
 * themselves, with no card.
 */
export function ServiceWorkerUpdates() {
  const t = useTranslations("pwa.update");
  const inWrapper = useInNativeWrapper();
  /** The flow whose card is on screen, if any. */
  const [card, setCard] = useState<UpdateFlow | null>(null);

  const notify = useEffectEvent((notice: UpdateNotice) => {
    if (notice.kind === "updated") toast.success(t("updatedTitle"), { description: t("updated", notice) });
    else if (notice.kind === "updateFailed") toast.error(t("failedTitle"), { description: t("failed") });
    else toast.info(t(`${notice.kind}Title`), { description: t(notice.kind) });
  });

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let updates: UpdateFlow | undefined;
    let stopped = false;
    const start = async () => {
      const { UpdateFlow } = await import("@/lib/client/update-flow");
      if (stopped) return;
      updates = new UpdateFlow({
        container: navigator.serviceWorker,
        localStorage: window.localStorage,
        sessionStorage: window.sessionStorage,
        window,
        document,
        reload: () => window.location.reload(),
        log: (message, error) => console.warn(message, error),
        onCard: (shown) => setCard(shown ? (updates ?? null) : null),
        onNotice: notify,
        silent: inWrapper,
      });
      void updates.start();
    };
    const idle =
      window.requestIdleCallback?.(() => void start(), { timeout: 2000 }) ?? window.setTimeout(() => void start(), 0);
    return () => {
      stopped = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      updates?.stop();
      setCard(null);
    };
  }, [inWrapper]);

  // Each of the card's choices answers with a toast, and some with a reload or a worker taking over right
  // after: the outlet loads with the card, so that a choice's toast and the update do not wait on each other.
  useEffect(() => {
    if (card) loadToaster();
  }, [card]);

  if (!card) return null;
  return (
    <UpdateCard
      onUpdateNow={() => card.updateNow()}
      onLater={() => card.later()}
      onAutoUpdate={() => card.enableAutoUpdate()}
      onDontShowAgain={() => card.disableNotifications()}
      onHold={() => card.holdCard()}
      onRelease={() => card.releaseCard()}
    />
  );
}
