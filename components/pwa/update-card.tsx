"use client";

import { RefreshCwIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  onUpdateNow: () => void;
  onLater: () => void;
  onAutoUpdate: () => void;
  onDontShowAgain: () => void;
  /** Reading or using the card keeps it on screen (it otherwise goes after 10 s). */
  onHold: () => void;
  onRelease: () => void;
};

/** The 'Update Available' card (spec section 4, steps 4 to 8). Not modal: the page stays usable. */
export function UpdateCard({ onUpdateNow, onLater, onAutoUpdate, onDontShowAgain, onHold, onRelease }: Props) {
  const t = useTranslations("pwa.update");
  return (
    <section
      aria-labelledby="update-card-title"
      aria-describedby="update-card-description"
      onMouseEnter={onHold}
      onMouseLeave={onRelease}
      onFocus={onHold}
      onBlur={onRelease}
      className="fixed inset-x-3 bottom-3 z-50 grid gap-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg sm:left-auto sm:w-96"
    >
      <div className="flex items-start gap-3">
        <RefreshCwIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid flex-1 gap-1">
          <h2 id="update-card-title" className="font-semibold">
            {t("title")}
          </h2>
          <p id="update-card-description" className="text-sm text-muted-foreground">
            {t("description")}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon-sm" className="-mt-1 -mr-1" onClick={onLater}>
          <XIcon aria-hidden />
          <span className="sr-only">{t("close")}</span>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onUpdateNow}>
          {t("updateNow")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onLater}>
          {t("later")}
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <button type="button" onClick={onAutoUpdate} className="text-primary underline underline-offset-4">
          {t("autoUpdate")}
        </button>
        <button type="button" onClick={onDontShowAgain} className="text-muted-foreground underline underline-offset-4">
          {t("dontShowAgain")}
        </button>
      </div>
    </section>
  );
}
