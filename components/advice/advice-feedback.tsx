"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { FeedbackSaved, useFeedback } from "@/components/feedback/feedback-state";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { cn } from "@/lib/cn";

/**
 * Helpful / not helpful on an answered request, under the analysis just written and on its page: saved at
 * once, said when stored, and rolled back if saving fails.
 */
export function AdviceFeedback({ id, helpful }: { id: string; helpful: boolean | null }) {
  const t = useTranslations("advice");
  const queryClient = useQueryClient();
  const feedback = useFeedback({
    initial: helpful,
    save: async (next) => {
      await api(`/api/advice/${id}/feedback`, { body: { helpful: next } });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adviceList });
      void queryClient.invalidateQueries({ queryKey: queryKeys.advice(id) });
    },
    failedMessage: t("feedbackFailed"),
  });

  return (
    <div role="group" aria-labelledby="feedback-question" className="flex flex-wrap items-center gap-2">
      <span id="feedback-question" className="text-sm text-muted-foreground">
        {t("feedbackQuestion")}
      </span>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={feedback.value === true}
        onClick={() => void feedback.send(true)}
      >
        <ThumbsUpIcon aria-hidden className={cn(feedback.value === true && "fill-current text-primary")} />
        {t("helpful")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={feedback.value === false}
        onClick={() => void feedback.send(false)}
      >
        <ThumbsDownIcon aria-hidden className={cn(feedback.value === false && "fill-current text-primary")} />
        {t("unhelpful")}
      </Button>
      <FeedbackSaved saved={feedback.saved} />
    </div>
  );
}
