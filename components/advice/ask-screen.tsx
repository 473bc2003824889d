"use client";

import { FollowUpReminder } from "@/components/reminders/follow-up-reminder";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { HelpCard } from "@/components/safety/help-card";
import { RunHeader } from "@/components/shell/run-header";
import { Button } from "@/components/ui/button";
import type { OfflineNotice } from "@/lib/ai/offline-notice";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AdviceFeedback } from "./advice-feedback";
import { ADVICE_DRAFT_KEY, AdviceForm, type AdviceFields } from "./advice-form";
import type { AdviceRecord } from "./advice-types";
import { AnalysisView } from "./analysis-view";
import { MomentSummary } from "./moment-summary";
import { RunProblem } from "./run-problem";
import { useAnalysisStream } from "./use-analysis-stream";

type Run = { id: string; fields: AdviceFields };

/** /advice: the three fields, then the analysis streaming into the page as it is written, and its feedback. */
export function AskScreen({ offlineAdvisor }: { offlineAdvisor: OfflineNotice }) {
  const t = useTranslations("advice");
  const tAsk = useTranslations("advice.ask");
  const tChat = useTranslations("chat");
  const queryClient = useQueryClient();
  const stream = useAnalysisStream();
  const [run, setRun] = useState<Run>();

  // After a broken stream, the stored record says whether the analysis was saved, failed, or is still coming.
  const record = useQuery({
    queryKey: queryKeys.advice(run?.id ?? ""),
    queryFn: ({ signal }) => api<AdviceRecord>(`/api/advice/${run!.id}`, { signal }),
    enabled: Boolean(run) && stream.phase === "interrupted",
    refetchInterval: (query) => (query.state.data?.status === "streaming" ? 1000 : false),
  });

  async function ask(next: Run) {
    setRun(next);
    const phase = await stream.start(
      "/api/advice",
      { id: next.id, ...next.fields },
      { onAccepted: () => window.localStorage.removeItem(ADVICE_DRAFT_KEY) },
    );
    if (phase === "refused") setRun(undefined);
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adviceList });
  }

  const stored = stream.phase === "interrupted" ? record.data : undefined;
  const analysis = stored?.analysis ?? stream.partial;
  const complete = stream.phase === "complete" || stored?.status === "complete";
  const failed = stored?.status === "failed";
  const writing = stream.phase === "streaming";
  const helpCard = stream.helpCard ?? stored?.helpCard;

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6">
      <RunHeader t={tAsk} titleId="ask-title" history={{ href: "/advice/history", label: t("detail.back") }} />
      {offlineAdvisor !== "none" ? (
        <p className="rounded-lg border border-dashed px-3 py-2 text-xs text-muted-foreground">
          {t("offlineNotice")}
          {offlineAdvisor === "with-setup" ? ` ${tChat("offlineSetup")}` : null}
        </p>
      ) : null}

      {!run ? (
        <>
          {stream.error ? <RunProblem error={stream.error} /> : null}
          <AdviceForm busy={writing} onSubmit={(fields) => void ask({ id: crypto.randomUUID(), fields })} />
        </>
      ) : (
        <>
          <section aria-labelledby="moment-title" className="grid gap-3 rounded-lg border p-4">
            <h2 id="moment-title" className="font-semibold">
              {t("detail.moment")}
            </h2>
            <MomentSummary {...run.fields} />
          </section>
          {helpCard ? <HelpCard card={helpCard} /> : null}
          <section aria-labelledby="analysis-title" className="grid gap-4">
            <h2 id="analysis-title" className="text-lg font-semibold">
              {t("analysisLabel")}
            </h2>
            <div role="status" className="text-sm text-muted-foreground">
              {writing ? (analysis ? t("writing") : t("waiting")) : null}
              {stream.phase === "interrupted" && !stored ? t("checking") : null}
              {stored?.status === "streaming" ? t("stillWriting") : null}
            </div>
            <AnalysisView analysis={analysis} streaming={writing} idPrefix="ask" />
            {complete ? <AdviceFeedback key={run.id} id={run.id} helpful={stored?.helpful ?? null} /> : null}
            {complete ? <FollowUpReminder subject="advice" id={run.id} /> : null}
            {failed ? (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3"
              >
                <span className="text-sm">{t("failed")}</span>
                <Button variant="outline" size="sm" onClick={() => void ask(run)}>
                  {t("retry")}
                </Button>
              </div>
            ) : null}
          </section>
          {complete ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link href={`/advice/${run.id}`}>{t("ask.open")}</Link>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  stream.reset();
                  setRun(undefined);
                }}
              >
                {t("ask.another")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
