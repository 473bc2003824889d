"use client";

import { LifeBuoyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { countryHelp, type HelpCardData } from "@/lib/safety/help-card";
import { HelpCard } from "./help-card";
import { useHelpCountry } from "./use-help-country";

/** After an urgent match the help stays at the top of the conversation: the emergency number, the full card on demand. */
export function PinnedHelp({ card }: { card: HelpCardData }) {
  const t = useTranslations("safety");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [country] = useHelpCountry(card.country);
  const { emergency } = countryHelp(country);
  return (
    <div className="border-b bg-destructive/5 px-4 py-2">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <LifeBuoyIcon aria-hidden className="size-4 text-primary" />
          {emergency ? (
            <a href={`tel:${emergency}`} className="underline underline-offset-4">
              {t("emergencyCall", { number: emergency })}
            </a>
          ) : (
            t("emergencyUnknown")
          )}
        </p>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? t("hideHelp") : t("showHelp")}
        </Button>
      </div>
      <div id={id} hidden={!open} className="relative mx-auto mt-2 max-h-[50dvh] max-w-3xl overflow-y-auto">
        {open ? <HelpCard card={card} label={t("pinnedHelpLabel")} /> : null}
      </div>
    </div>
  );
}
