"use client";

import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareReplyIcon, ThumbsDownIcon, ThumbsUpIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { HistoryScreen } from "@/components/history/history-screen";
import { useHistorySearch } from "@/components/history/use-history-search";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { AdvicePage, AdviceSummary } from "./advice-types";
import { useLocalDate } from "./use-local-date";
import { usePersonaName } from "./use-persona-name";

/** /advice/history: newest first, searchable, paged, each deletable after a confirmation. */
export function AdviceHistory({ freePlan }: { freePlan: boolean }) {
  const t = useTranslations("advice");
  const tHistory = useTranslations("advice.history");
  const history = useHistorySearch("advice", queryKeys.adviceSearch, (page: AdvicePage) => page.requests);
  return (
    <HistoryScreen
      offerNewWhenEmpty
      title={t("detail.back")}
      t={tHistory}
      history={history}
      freePlan={freePlan}
      renderItem={(request) => <HistoryItem key={request.id} request={request} />}
    />
  );
}

function HistoryItem({ request }: { request: AdviceSummary }) {
  const t = useTranslations("advice");
  const localDate = useLocalDate();
  const personaName = usePersonaName();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const persona = personaName(request.persona);

  async function remove() {
    setBusy(true);
    try {
      await api(`/api/advice/${request.id}`, { method: "DELETE" });
      setConfirming(false);
      queryClient.removeQueries({ queryKey: queryKeys.advice(request.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adviceList });
    } catch {
      toast.error(t("history.deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex items-start gap-2 rounded-lg border p-3 hover:bg-accent/50">
      <Link
        href={`/advice/${request.id}`}
        className="grid min-w-0 flex-1 gap-1 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className="truncate font-medium">{request.title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{localDate(request.createdAt)}</span>
          {persona ? <span>{persona}</span> : null}
          {request.helpful === true ? (
            <span className="inline-flex items-center gap-1">
              <ThumbsUpIcon aria-hidden className="size-3.5" />
              {t("history.markedHelpful")}
            </span>
          ) : null}
          {request.helpful === false ? (
            <span className="inline-flex items-center gap-1">
              <ThumbsDownIcon aria-hidden className="size-3.5" />
              {t("history.markedUnhelpful")}
            </span>
          ) : null}
          {request.followedUp ? (
            <span className="inline-flex items-center gap-1">
              <MessageSquareReplyIcon aria-hidden className="size-3.5" />
              {t("history.followedUp")}
            </span>
          ) : null}
          {request.status !== "complete" ? (
            <span className={request.status === "failed" ? "text-destructive" : undefined}>
              {t(request.status === "failed" ? "history.failed" : "history.streaming")}
            </span>
          ) : null}
        </span>
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={t("history.deleteLabel", { title: request.title })}>
            <Trash2Icon aria-hidden />
          </Button>
        }
        open={confirming}
        onOpenChange={setConfirming}
        title={t("history.deleteTitle")}
        description={t("history.deleteDescription", { title: request.title })}
        confirmLabel={t("history.delete")}
        cancelLabel={t("history.cancel")}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
