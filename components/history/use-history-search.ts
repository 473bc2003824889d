"use client";

import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { api } from "@/lib/client/api";

/** A history screen's search box and the pages `/api/<area>?q=&cursor=` finds for it, newest first. */
export function useHistorySearch<Page extends { nextCursor: string | null }, Item>(
  area: "advice" | "coach",
  queryKey: (q: string) => QueryKey,
  itemsOf: (page: Page) => Item[],
) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const query = useInfiniteQuery({
    queryKey: queryKey(q),
    queryFn: ({ pageParam, signal }) =>
      api<Page>(
        `/api/${area}?${new URLSearchParams({ ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        {
          signal,
        },
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = query.data?.pages.flatMap(itemsOf) ?? [];
  return { area, search, setSearch, searching: q !== "", query, items };
}

export type HistorySearch<Item> = ReturnType<typeof useHistorySearch<{ nextCursor: string | null }, Item>>;
