"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { CoachHandoff } from "@/lib/client/coach-handoff";
import { CoachProblem } from "./coach-problem";
import { useJsonStream } from "@/components/advice/use-analysis-stream";
import { HelpCard } from "@/components/safety/help-card";
import { RunHeader } from "@/components/shell/run-header";
import { Button } from "@/components/ui/button";
import { queryKeys } from "@/lib/client/query-keys";
import { CoachFeedback } from "./coach-feedback";
import { CoachForm, type CoachFields } from "./coach-form";
import { CoachResultView } from "./coach-result";

const coachSchema = () => import("./coach-schema").then((module) => module.coachResultSchema);

type Run = { id: string; fields: CoachFields };

/** /coach: the draft and its two optional fields, then the answer streaming in: markers first, then the rewrite. */
export function CoachScreen({ partner }: { partner: string }) {
  const t = useTranslations("coach");
  const tAsk = useTranslations("coach.ask");
  const queryClient = useQueryClient();
  const stream = useJsonStream(coachSchema);
  const [run, setRun] = useState<Run>();
  /** The conversation the draft came from, to take the rewrite back to. */
  const [chat, setChat] = useState<string>();
  const onHandoff = useCallback((handoff: CoachHandoff) => setChat(handoff.chat), []);

  async function check(next: Run) {
    setRun(next);
    const phase = await stream.start("/api/coach", { id: next.id, ...next.fields });
    if (phase === "refused") setRun(undefined);
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    void queryClient.invalidateQueries({ queryKey: queryKeys.coachList });
  }

  const writing = stream.phase === "streaming";
  const done = stream.phase === "complete";

  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <RunHeader t={tAsk} titleId="coach-title" history={{ href: "/coach/history", label: t("history.title") }} />

      {!run ? (
        <div className="grid max-w-2xl gap-4">
          {stream.error ? <CoachProblem error={stream.error} /> : null}
          <CoachForm
            partner={partner}
            onHandoff={onHandoff}
            busy={writing}
            onSubmit={(fields) => void check({ id: crypto.randomUUID(), fields })}
          />
        </div>
      ) : (
        <>
          {stream.helpCard ? <HelpCard card={stream.helpCard} /> : null}
          <div role="status" className="text-sm text-muted-foreground empty:hidden">
            {writing ? (stream.partial?.markers ? t("result.writing") : t("result.reading")) : null}
          </div>
          <CoachResultView
            draft={run.fields.draft}
            result={stream.partial}
            done={done}
            safety={Boolean(stream.helpCard)}
            chat={chat}
          />
          {stream.phase === "interrupted" ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3">
              <span className="text-sm">{t("result.failed")}</span>
              <Button variant="outline" size="sm" onClick={() => void check(run)}>
                {t("result.retry")}
              </Button>
            </div>
          ) : null}
          {done ? (
            <>
              <CoachFeedback id={run.id} sent={false} outcome={null} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link href={`/coach/${run.id}`}>{t("ask.open")}</Link>
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
            </>
          ) : null}
        </>
      )}
    </main>
  );
}
