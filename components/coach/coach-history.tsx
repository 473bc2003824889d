"use client";

import { useQueryClient } from "@tanstack/react-query";
import { SendIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalDate } from "@/components/advice/use-local-date";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { HistoryScreen } from "@/components/history/history-screen";
import { useHistorySearch } from "@/components/history/use-history-search";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CoachPage, CoachSummary } from "./coach-types";

/** A check's title in lists and dialogs: the draft's first line. */
export const titleOf = (draft: string) => draft.trim().split("\n")[0]!;

/** /coach/history: newest first, searchable, paged, each deletable after a confirmation. */
export function CoachHistory({ freePlan }: { freePlan: boolean }) {
  const t = useTranslations("coach.history");
  const history = useHistorySearch("coach", queryKeys.coachSearch, (page: CoachPage) => page.items);
  return (
    <HistoryScreen
      history={history}
      t={t}
      title={t("title")}
      freePlan={freePlan}
      renderItem={(item) => <HistoryItem key={item.id} item={item} />}
    />
  );
}

function HistoryItem({ item }: { item: CoachSummary }) {
  const t = useTranslations("coach");
  const localDate = useLocalDate();
  const title = titleOf(item.draft);

  return (
    <li className="flex items-start gap-2 rounded-lg border p-3 hover:bg-accent/50">
      <Link
        href={`/coach/${item.id}`}
        className="grid min-w-0 flex-1 gap-1 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className="truncate font-medium">{title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{localDate(item.createdAt)}</span>
          <span>{t("history.markers", { count: item.markerCount })}</span>
          {item.sent ? (
            <span className="inline-flex items-center gap-1">
              <SendIcon aria-hidden className="size-3.5" />
              {item.outcome
                ? `${t("feedback.markedSent")} · ${t(`feedback.${item.outcome}`)}`
                : t("feedback.markedSent")}
            </span>
          ) : null}
        </span>
      </Link>
      <DeleteCheck id={item.id} title={title} />
    </li>
  );
}

/** The bin button and its confirmation; `onDeleted` runs once the server has removed it. */
export function DeleteCheck({ id, title, onDeleted }: { id: string; title: string; onDeleted?: () => void }) {
  const t = useTranslations("coach.history");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await api(`/api/coach/${id}`, { method: "DELETE" });
      setConfirming(false);
      queryClient.removeQueries({ queryKey: queryKeys.coach(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.coachList });
      onDeleted?.();
    } catch {
      toast.error(t("deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("deleteLabel", { title })}>
          <Trash2Icon aria-hidden />
        </Button>
      }
      open={confirming}
      onOpenChange={setConfirming}
      title={t("deleteTitle")}
      description={t("deleteDescription", { title })}
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      busy={busy}
      onConfirm={() => void remove()}
    />
  );
}
