"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useState } from "react";
import { toast } from "sonner";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { UpdateFlow, type UpdateNotice } from "@/lib/pwa/update-flow";
import { UpdateCard } from "./update-card";

/**
 * Registers the service worker on every App Router screen and runs the update flow (lib/pwa/update-flow.ts):
 * the 'Update Available' card and the update toasts. Inside the native wrapper updates apply by
 * themselves and no card is shown. Development builds register nothing.
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
    const updates = new UpdateFlow({
      container: navigator.serviceWorker,
      localStorage: window.localStorage,
      sessionStorage: window.sessionStorage,
      window,
      document,
      reload: () => window.location.reload(),
      log: (message, error) => console.warn(message, error),
      onCard: (shown) => setCard(shown ? updates : null),
      onNotice: notify,
      silent: inWrapper,
    });
    void updates.start();
    return () => {
      updates.stop();
      setCard(null);
    };
  }, [inWrapper]);

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
