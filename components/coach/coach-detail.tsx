"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useLocalDate } from "@/components/advice/use-local-date";
import { RecordFallback } from "@/components/history/record-fallback";
import { HelpCard } from "@/components/safety/help-card";
import { BackLink } from "@/components/shell/back-link";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { CoachFeedback } from "./coach-feedback";
import { DeleteCheck, titleOf } from "./coach-history";
import { CoachResultView } from "./coach-result";
import type { CoachRecord } from "./coach-types";

/** /coach/{id}: a past check as it was answered, with "I sent it", "How did it go?" and delete. */
export function CoachDetail({ id }: { id: string }) {
  const t = useTranslations("coach");
  const tDetail = useTranslations("coach.detail");
  const localDate = useLocalDate();
  const router = useRouter();
  const record = useQuery({
    queryKey: queryKeys.coach(id),
    queryFn: ({ signal }) => api<CoachRecord>(`/api/coach/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === "streaming" ? 1500 : false),
  });

  if (record.isPending || record.isError)
    return (
      <RecordFallback
        pending={record.isPending}
        t={tDetail}
        back={{ href: "/coach/history", label: t("history.title") }}
      />
    );

  const check = record.data;
  const title = titleOf(check.draft);
  return (
    <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackLink href="/coach/history" label={t("history.title")} />
        <div className="flex items-center gap-1">
          <Button asChild variant="outline" size="sm">
            <Link href="/coach">{t("history.new")}</Link>
          </Button>
          <DeleteCheck id={check.id} title={title} onDeleted={() => router.push("/coach/history")} />
        </div>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>{t("detail.checked", { date: localDate(check.createdAt) })}</span>
          {check.recipient ? <span>{t("detail.for", { name: check.recipient })}</span> : null}
          {check.want ? <span className="break-words">{t("detail.want", { want: check.want })}</span> : null}
        </p>
      </header>
      {check.helpCard ? <HelpCard card={check.helpCard} /> : null}
      {check.status === "complete" ? (
        <>
          <CoachResultView draft={check.draft} result={check} done safety={Boolean(check.helpCard)} />
          <CoachFeedback id={check.id} sent={check.sent} outcome={check.outcome} />
        </>
      ) : check.status === "streaming" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("result.reading")}
        </p>
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
          {t("result.failed")}
        </p>
      )}
    </main>
  );
}
