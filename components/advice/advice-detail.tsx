"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { HelpCard } from "@/components/safety/help-card";
import { RecordFallback } from "@/components/history/record-fallback";
import { BackLink } from "@/components/shell/back-link";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { handToCoach } from "@/lib/client/coach-handoff";
import { queryKeys } from "@/lib/client/query-keys";
import { AdviceFeedback } from "./advice-feedback";
import type { AdviceRecord } from "./advice-types";
import { AnalysisView } from "./analysis-view";
import { DiscussButton } from "./discuss-button";
import { FollowUpReminder } from "@/components/reminders/follow-up-reminder";
import { FollowUpSection } from "./follow-up-section";
import { MomentSummary } from "./moment-summary";
import { RunProblem } from "./run-problem";
import { useAnalysisStream } from "./use-analysis-stream";
import { useLocalDate } from "./use-local-date";
import { usePersonaName } from "./use-persona-name";

const firstLine = (text: string) => text.trim().split("\n")[0]!;

/** /advice/{id}: the request, its analysis, feedback, the script to copy, discuss in chat, and the follow-up. */
export function AdviceDetail({ id }: { id: string }) {
  const t = useTranslations("advice");
  const tDetail = useTranslations("advice.detail");
  const localDate = useLocalDate();
  const personaName = usePersonaName();
  const queryClient = useQueryClient();
  const retry = useAnalysisStream();
  const record = useQuery({
    queryKey: queryKeys.advice(id),
    queryFn: ({ signal }) => api<AdviceRecord>(`/api/advice/${id}`, { signal }),
    // A run still under way (this browser left it, or another one started it) is followed until it ends.
    refetchInterval: (query) =>
      query.state.data?.status === "streaming" || query.state.data?.followUpStatus === "streaming" ? 1500 : false,
  });

  if (record.isPending || record.isError)
    return (
      <RecordFallback
        pending={record.isPending}
        t={tDetail}
        back={{ href: "/advice/history", label: t("detail.back") }}
      />
    );

  const advice = record.data;
  const persona = personaName(advice.persona);
  const retrying = retry.phase === "streaming";
  const helpCard = retrying || retry.phase === "complete" ? retry.helpCard : advice.helpCard;

  async function retryRun() {
    const phase = await retry.start("/api/advice", {
      id: advice.id,
      situation: advice.situation,
      action: advice.action,
      reaction: advice.reaction ?? undefined,
    });
    if (phase === "refused") return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.advice(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    retry.reset();
  }

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/advice/history" label={t("detail.back")} />
        <Button asChild variant="outline" size="sm">
          <Link href="/advice">{t("history.new")}</Link>
        </Button>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{firstLine(advice.situation)}</h1>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{t("detail.asked", { date: localDate(advice.createdAt) })}</span>
          {persona ? <span>{t("detail.advisor", { name: persona })}</span> : null}
          {advice.offline ? <span>{t("detail.offline")}</span> : null}
        </p>
      </header>

      <section aria-labelledby="moment-title" className="grid gap-3 rounded-lg border p-4">
        <h2 id="moment-title" className="font-semibold">
          {t("detail.moment")}
        </h2>
        <MomentSummary situation={advice.situation} action={advice.action} reaction={advice.reaction} />
      </section>

      {helpCard ? <HelpCard card={helpCard} /> : null}
      <section aria-labelledby="analysis-title" className="grid gap-4">
        <h2 id="analysis-title" className="text-lg font-semibold">
          {t("analysisLabel")}
        </h2>
        {retrying || retry.phase === "complete" ? (
          <AnalysisView analysis={retry.partial} streaming={retrying} idPrefix="analysis" />
        ) : advice.status === "complete" ? (
          <>
            <AnalysisView analysis={advice.analysis ?? undefined} streaming={false} idPrefix="analysis" />
            <AdviceFeedback id={advice.id} helpful={advice.helpful} />
            <div className="flex flex-wrap items-start gap-2">
              <DiscussButton id={advice.id} />
              <Button asChild variant="outline">
                <Link href="/coach" onClick={() => handToCoach({ want: firstLine(advice.situation).slice(0, 300) })}>
                  {t("helpMeSay")}
                </Link>
              </Button>
            </div>
          </>
        ) : advice.status === "streaming" ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("stillWriting")}
          </p>
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3">
            <span className="text-sm">{t("failed")}</span>
            <Button variant="outline" size="sm" onClick={() => void retryRun()}>
              {t("retry")}
            </Button>
          </div>
        )}
        {retry.error ? <RunProblem error={retry.error} /> : null}
      </section>

      {advice.status === "complete" && !retrying && advice.followUpStatus !== "complete" ? (
        <FollowUpReminder subject="advice" id={advice.id} />
      ) : null}
      {advice.status === "complete" && !retrying ? (
        <FollowUpSection key={advice.followUpStatus} record={advice} />
      ) : null}
    </main>
  );
}
