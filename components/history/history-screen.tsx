"use client";

import { SearchIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { HistorySearch } from "./use-history-search";

/** The keys each screen's `<area>.history` messages share. */
type HistoryKey =
  "new" | "freeWindow" | "emptyTitle" | "emptyBody" | "search" | "listFailed" | "noResults" | "loadMore";

type HistoryScreenProps<Item> = {
  history: HistorySearch<Item>;
  t: (key: HistoryKey) => string;
  /** The page's heading, also the list's accessible name. */
  title: string;
  freePlan: boolean;
  renderItem: (item: Item) => ReactNode;
  /** Repeat the "new" button inside the empty state. */
  offerNewWhenEmpty?: boolean;
};

/** /<area>/history: the heading and "new", then the empty state or the searchable, paged list. */
export function HistoryScreen<Item>({ freePlan, ...props }: HistoryScreenProps<Item>) {
  const { history, t, title } = props;
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl content-start gap-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <Button asChild size="sm">
          <Link href={`/${history.area}`}>{t("new")}</Link>
        </Button>
      </div>
      {freePlan ? <p className="text-sm text-muted-foreground">{t("freeWindow")}</p> : null}
      <HistoryBody {...props} />
    </main>
  );
}

function HistoryBody<Item>({
  history,
  t,
  title,
  renderItem,
  offerNewWhenEmpty,
}: Omit<HistoryScreenProps<Item>, "freePlan">) {
  const { query, items } = history;
  const searchId = `${history.area}-search`;
  if (!history.searching && !query.isPending && !query.isError && items.length === 0)
    return (
      <section aria-labelledby="empty-title" className="grid gap-3 rounded-lg border border-dashed p-6 text-center">
        <h2 id="empty-title" className="text-lg font-semibold">
          {t("emptyTitle")}
        </h2>
        <p className="text-muted-foreground">{t("emptyBody")}</p>
        {offerNewWhenEmpty ? (
          <Button asChild className="justify-self-center">
            <Link href={`/${history.area}`}>{t("new")}</Link>
          </Button>
        ) : null}
      </section>
    );

  return (
    <>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <Input
          id={searchId}
          type="search"
          value={history.search}
          onChange={(event) => history.setSearch(event.target.value)}
          placeholder={t("search")}
          className="pl-8"
        />
      </div>
      {query.isPending ? (
        <div className="grid gap-2" aria-hidden>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("listFailed")}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noResults")}</p>
      ) : (
        <ul className="grid gap-2" aria-label={title}>
          {items.map(renderItem)}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t("loadMore")}
        </Button>
      ) : null}
    </>
  );
}
