"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Loading, error (with a retry) and data states of one admin query, the same way on every tab. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useTranslations("admin");
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t("loading")} iconClassName="size-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-sm text-destructive">{t("loadFailed")}</p>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** Previous / next through pages of `pageSize`; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("admin.pager");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("status", { page, pages })} className="flex items-center justify-end gap-2 text-sm">
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </Button>
      <span aria-live="polite">{t("status", { page, pages })}</span>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}

/**
 * A table that scrolls sideways on a phone instead of squeezing its columns. `relative`: visually hidden
 * (absolutely positioned) header text stays inside the scroller instead of widening the page.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[40rem] text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-medium [&_th]:text-muted-foreground [&_thead]:bg-muted/50 [&_tr]:border-b [&_tr:last-child]:border-b-0">
        {children}
      </table>
    </div>
  );
}
