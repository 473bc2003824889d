"use client";

import { queryKeys } from "@/lib/client/query-keys";
import { useInfiniteQuery } from "@tanstack/react-query";
import { EyeOffIcon, LightbulbIcon, PlusIcon, SearchIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { cn } from "@/lib/cn";
import type { ConversationSummary } from "./chat-types";
import { ConversationActions } from "./conversation-actions";

type Page = { conversations: ConversationSummary[]; nextCursor: string | null };
type Group = "today" | "yesterday" | "week" | "older";

function groupOf(updatedAt: string, now: Date): Group {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const time = new Date(updatedAt).getTime();
  if (time >= startOfToday) return "today";
  if (time >= startOfToday - 86_400_000) return "yesterday";
  if (time >= startOfToday - 7 * 86_400_000) return "week";
  return "older";
}

/** Conversations grouped by date, with search, New chat and New private chat. */
export function ConversationSidebar({
  activeId,
  onSelect,
  onNew,
  onNewPrivate,
  onRenamed,
}: {
  activeId: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  onNewPrivate: () => void;
  onRenamed: (id: string, title: string) => void;
}) {
  const t = useTranslations("chat");
  const format = useFormatter();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const list = useInfiniteQuery({
    queryKey: queryKeys.conversationSearch(q),
    queryFn: ({ pageParam, signal }) =>
      api<Page>(
        `/api/conversations?${new URLSearchParams({ ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const now = new Date();
  const groups = (["today", "yesterday", "week", "older"] as const)
    .map((group) => ({ group, items: conversations.filter((c) => groupOf(c.updatedAt, now) === group) }))
    .filter(({ items }) => items.length > 0);

  return (
    <nav aria-label={t("conversations")} className="flex h-full min-h-0 flex-col gap-3 p-3">
      <Button onClick={onNew} className="w-full">
        <PlusIcon aria-hidden />
        {t("newChat")}
      </Button>
      <Button onClick={onNewPrivate} variant="outline" className="w-full">
        <EyeOffIcon aria-hidden />
        {t("newPrivateChat")}
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link href="/advice">
          <LightbulbIcon aria-hidden />
          {t("dailyAdvice")}
        </Link>
      </Button>
      <div className="relative">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <label htmlFor="chat-search" className="sr-only">
          {t("search")}
        </label>
        <Input
          id="chat-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("search")}
          className="pl-8"
        />
      </div>
      <div className="relative min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="grid gap-2" aria-hidden>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-destructive">{t("listFailed")}</p>
        ) : groups.length === 0 ? (
          <p className="px-1 text-sm text-muted-foreground">{q ? t("noResults") : t("noConversations")}</p>
        ) : (
          groups.map(({ group, items }) => (
            <section key={group} className="mb-3 min-w-0" aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`} className="px-2 pb-1 text-xs font-medium text-muted-foreground">
                {t(`group.${group}`)}
              </h2>
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
                {items.map((conversation) => (
                  <li
                    key={conversation.id}
                    className={cn(
                      "flex min-w-0 items-center gap-1 rounded-md pr-1 hover:bg-accent",
                      conversation.id === activeId && "bg-accent",
                    )}
                  >
                    <button
                      type="button"
                      onClick={() => onSelect(conversation.id)}
                      aria-current={conversation.id === activeId ? "page" : undefined}
                      className="min-w-0 flex-1 rounded-md px-2 py-2 text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    >
                      <span className="block truncate text-sm font-medium">{conversation.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {conversation.preview ?? format.relativeTime(new Date(conversation.updatedAt), now)}
                      </span>
                    </button>
                    <ConversationActions
                      conversation={conversation}
                      onDeleted={() => conversation.id === activeId && onNew()}
                      onRenamed={(title) => onRenamed(conversation.id, title)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {list.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {t("loadMore")}
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
