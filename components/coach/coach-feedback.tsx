"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckIcon, SendIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FollowUpReminder } from "@/components/reminders/follow-up-reminder";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { COACH_OUTCOMES } from "@/lib/coach/limits";
import type { CoachOutcome, CoachRecord } from "./coach-types";

/** "I sent it", then "How did it go?": each saved at once, put back and said when saving fails. */
export function CoachFeedback({ id, sent, outcome }: { id: string; sent: boolean; outcome: CoachOutcome | null }) {
  const t = useTranslations("coach.feedback");
  const queryClient = useQueryClient();
  const [state, setState] = useState({ sent, outcome });

  async function save(body: { sent?: true; outcome?: CoachOutcome }) {
    const previous = state;
    setState((current) => ({ sent: current.sent || Boolean(body.sent), outcome: body.outcome ?? current.outcome }));
    try {
      const record = await api<CoachRecord>(`/api/coach/${id}/feedback`, { body });
      queryClient.setQueryData(queryKeys.coach(id), record);
      void queryClient.invalidateQueries({ queryKey: queryKeys.coachList });
    } catch {
      setState(previous);
      toast.error(t("failed"));
    }
  }

  if (!state.sent)
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => void save({ sent: true })}>
        <SendIcon aria-hidden />
        {t("sent")}
      </Button>
    );
  return (
    <div id="coach-feedback" className="grid gap-3">
      <div role="group" aria-labelledby="coach-outcome-question" className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <CheckIcon aria-hidden className="size-4" />
          {t("markedSent")}
        </span>
        <span id="coach-outcome-question" className="text-sm font-medium">
          {t("question")}
        </span>
        {COACH_OUTCOMES.map((value) => (
          <Button
            key={value}
            variant="outline"
            size="sm"
            aria-pressed={state.outcome === value}
            onClick={() => void save({ outcome: value })}
          >
            {t(value)}
          </Button>
        ))}
      </div>
      {state.outcome ? null : <FollowUpReminder subject="coach" id={id} />}
    </div>
  );
}
