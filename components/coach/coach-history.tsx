"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { SearchIcon, SendIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { useLocalDate } from "@/components/advice/use-local-date";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CoachPage, CoachSummary } from "./coach-types";

/** A check's title in lists and dialogs: the draft's first line. */
export const titleOf = (draft: string) => draft.trim().split("\n")[0]!;

/** /coach/history: newest first, searchable, paged, each deletable after a confirmation. */
export function CoachHistory({ freePlan }: { freePlan: boolean }) {
  const t = useTranslations("coach.history");
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const list = useInfiniteQuery({
    queryKey: queryKeys.coachSearch(q),
    queryFn: ({ pageParam, signal }) =>
      api<CoachPage>(
        `/api/coach?${new URLSearchParams({ ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const nothingYet = !q && !list.isPending && !list.isError && items.length === 0;

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <Button asChild size="sm">
          <Link href="/coach">{t("new")}</Link>
        </Button>
      </div>
      {freePlan ? <p className="text-sm text-muted-foreground">{t("freeWindow")}</p> : null}
      {nothingYet ? (
        <section aria-labelledby="empty-title" className="grid gap-3 rounded-lg border border-dashed p-6 text-center">
          <h2 id="empty-title" className="text-lg font-semibold">
            {t("emptyTitle")}
          </h2>
          <p className="text-muted-foreground">{t("emptyBody")}</p>
        </section>
      ) : (
        <>
          <div className="relative">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <label htmlFor="coach-search" className="sr-only">
              {t("search")}
            </label>
            <Input
              id="coach-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("search")}
              className="pl-8"
            />
          </div>
          {list.isPending ? (
            <div className="grid gap-2" aria-hidden>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : list.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("listFailed")}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noResults")}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t("title")}>
              {items.map((item) => (
                <HistoryItem key={item.id} item={item} />
              ))}
            </ul>
          )}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {t("loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </main>
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
