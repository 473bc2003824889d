"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { cn } from "@/lib/cn";

/** Helpful / not helpful on an answered request, saved at once and rolled back if saving fails. */
export function AdviceFeedback({ id, helpful }: { id: string; helpful: boolean | null }) {
  const t = useTranslations("advice");
  const queryClient = useQueryClient();
  const [value, setValue] = useState(helpful);

  async function send(next: boolean) {
    const previous = value;
    setValue(next);
    try {
      await api(`/api/advice/${id}/feedback`, { body: { helpful: next } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adviceList });
      void queryClient.invalidateQueries({ queryKey: queryKeys.advice(id) });
    } catch {
      setValue(previous);
      toast.error(t("feedbackFailed"));
    }
  }

  return (
    <div role="group" aria-labelledby="feedback-question" className="flex flex-wrap items-center gap-2">
      <span id="feedback-question" className="text-sm text-muted-foreground">
        {t("feedbackQuestion")}
      </span>
      <Button variant="outline" size="sm" aria-pressed={value === true} onClick={() => void send(true)}>
        <ThumbsUpIcon aria-hidden className={cn(value === true && "fill-current text-primary")} />
        {t("helpful")}
      </Button>
      <Button variant="outline" size="sm" aria-pressed={value === false} onClick={() => void send(false)}>
        <ThumbsDownIcon aria-hidden className={cn(value === false && "fill-current text-primary")} />
        {t("unhelpful")}
      </Button>
    </div>
  );
}
