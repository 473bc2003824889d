"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareReplyIcon, SearchIcon, ThumbsDownIcon, ThumbsUpIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { AdvicePage, AdviceSummary } from "./advice-types";
import { useLocalDate } from "./use-local-date";
import { usePersonaName } from "./use-persona-name";

/** /advice/history: newest first, searchable, paged, each deletable after a confirmation. */
export function AdviceHistory({ freePlan }: { freePlan: boolean }) {
  const t = useTranslations("advice");
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const list = useInfiniteQuery({
    queryKey: queryKeys.adviceSearch(q),
    queryFn: ({ pageParam, signal }) =>
      api<AdvicePage>(
        `/api/advice?${new URLSearchParams({ ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const nothingYet = !q && !list.isPending && !list.isError && requests.length === 0;

  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("detail.back")}</h1>
        <Button asChild size="sm">
          <Link href="/advice">{t("history.new")}</Link>
        </Button>
      </div>
      {freePlan ? <p className="text-sm text-muted-foreground">{t("history.freeWindow")}</p> : null}
      {nothingYet ? (
        <section aria-labelledby="empty-title" className="grid gap-3 rounded-lg border border-dashed p-6 text-center">
          <h2 id="empty-title" className="text-lg font-semibold">
            {t("history.emptyTitle")}
          </h2>
          <p className="text-muted-foreground">{t("history.emptyBody")}</p>
          <Button asChild className="justify-self-center">
            <Link href="/advice">{t("history.new")}</Link>
          </Button>
        </section>
      ) : (
        <>
          <div className="relative">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <label htmlFor="advice-search" className="sr-only">
              {t("history.search")}
            </label>
            <Input
              id="advice-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("history.search")}
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
              {t("history.listFailed")}
            </p>
          ) : requests.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("history.noResults")}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t("detail.back")}>
              {requests.map((request) => (
                <HistoryItem key={request.id} request={request} />
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
              {t("history.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </main>
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
