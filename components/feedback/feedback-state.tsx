"use client";

import { CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";

/**
 * Helpful / not helpful as a person sees it, wherever it is asked (chat replies, advice): the choice shows
 * pressed at once, "Thanks for your feedback." once the server has stored it, and a failure puts the earlier
 * choice back and says so. Only the latest click counts when several are on their way.
 */
export function useFeedback({
  initial,
  save,
  failedMessage,
}: {
  initial: boolean | null | undefined;
  save: (helpful: boolean) => Promise<unknown>;
  failedMessage: string;
}) {
  const [value, setValue] = useState(initial ?? null);
  const [saved, setSaved] = useState(false);
  const latest = useRef(0);

  async function send(helpful: boolean) {
    const previous = value;
    const attempt = ++latest.current;
    setValue(helpful);
    setSaved(false);
    try {
      await save(helpful);
      if (attempt === latest.current) setSaved(true);
    } catch {
      if (attempt !== latest.current) return;
      setValue(previous);
      toast.error(failedMessage);
    }
  }

  return { value, saved, send };
}

/** Says that the feedback was stored; a live region from the start, so a screen reader hears it too. */
export function FeedbackSaved({ saved, className }: { saved: boolean; className?: string }) {
  const t = useTranslations("common");
  return (
    <span role="status" className={cn("inline-flex items-center gap-1 text-xs text-muted-foreground", className)}>
      {saved ? (
        <>
          <CheckIcon aria-hidden className="size-3.5" />
          {t("feedbackSaved")}
        </>
      ) : null}
    </span>
  );
}
