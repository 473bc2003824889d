"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Form, SubmitButton } from "@/components/forms/form";
import { useMessageText } from "@/components/forms/field";
import { HelpCard } from "@/components/safety/help-card";
import { queryKeys } from "@/lib/client/query-keys";
import { ADVICE_LIMITS } from "@/lib/advice/limits";
import type { followUpSchema } from "@/lib/advice/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import type { AdviceRecord } from "./advice-types";
import { AnalysisView } from "./analysis-view";
import { CountedTextarea } from "@/components/forms/counted-textarea";
import { RunProblem } from "./run-problem";
import { useAnalysisStream } from "./use-analysis-stream";

type Output = z.output<typeof followUpSchema>;

const followUpForm = lazySchema<{ text: string }, Output>(() =>
  import("@/lib/advice/schemas").then((m) => m.followUpSchema),
);

/**
 * "How did it go?": after trying the advice the user records how it went, any time later, and the
 * advisor answers in the same structure. One follow-up per request; a failed answer can be sent again.
 */
export function FollowUpSection({ record }: { record: AdviceRecord }) {
  const t = useTranslations("advice");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const stream = useAnalysisStream();
  const form = useSchemaForm(followUpForm, {
    text: record.followUpStatus === "failed" ? (record.followUp ?? "") : "",
  });
  const sent = form.values.text;

  async function submit({ text: followUp }: Output) {
    const phase = await stream.start(`/api/advice/${record.id}/follow-up`, { text: followUp });
    if (phase === "refused") return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.advice(record.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adviceList });
    if (phase === "complete") stream.reset();
  }

  const live = stream.phase === "streaming" || stream.phase === "complete";
  const answered = record.followUpStatus === "complete" && !live;
  const helpCard = answered ? record.followUpHelpCard : stream.helpCard;

  return (
    <section aria-labelledby="follow-up-title" className="grid gap-4 rounded-lg border p-4">
      <h2 id="follow-up-title" className="text-lg font-semibold">
        {t("followUp.title")}
      </h2>
      {answered || live ? (
        <>
          <div className="grid gap-0.5">
            <p className="text-sm font-medium text-muted-foreground">{t("followUp.yours")}</p>
            <p className="leading-relaxed whitespace-pre-wrap">{answered ? record.followUp : sent}</p>
          </div>
          {helpCard ? <HelpCard card={helpCard} label={t("followUp.helpLabel")} /> : null}
          <h3 className="font-semibold">{t("followUp.answer")}</h3>
          <div role="status" className="text-sm text-muted-foreground">
            {stream.phase === "streaming" ? (stream.partial ? t("writing") : t("waiting")) : null}
          </div>
          <AnalysisView
            analysis={answered ? (record.followUpAnalysis ?? undefined) : stream.partial}
            streaming={stream.phase === "streaming"}
            kind="followUp"
            idPrefix="follow-up"
          />
        </>
      ) : record.followUpStatus === "streaming" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("stillWriting")}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("followUp.intro")}</p>
          {record.followUpStatus === "failed" || stream.phase === "interrupted" ? (
            <p role="alert" className="text-sm text-destructive">
              {t("failed")}
            </p>
          ) : null}
          {stream.error ? <RunProblem error={stream.error} /> : null}
          <Form onFocus={followUpForm.preload} noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
            <CountedTextarea
              id="follow-up-text"
              label={t("followUp.label")}
              placeholder={t("followUp.placeholder")}
              error={text(form.errors.text)}
              length={sent.length}
              limit={ADVICE_LIMITS.followUp}
              rows={3}
              {...form.text("text")}
            />
            <SubmitButton className="justify-self-start">{t("followUp.submit")}</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
