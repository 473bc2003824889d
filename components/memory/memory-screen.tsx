"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SearchIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import { MEMORY_KINDS } from "@/lib/memory/kinds";
import type { MemoryList, MemoryView } from "@/lib/memory/memory-view";
import { MemoryAddForm } from "./memory-add-form";
import { MemoryItem } from "./memory-item";
import { MemorySwitch } from "./memory-switch";
import { RefreshFailed } from "@/components/app/refresh-failed";

const LIST_TITLE_ID = "memory-list-title";
const HASH_PREFIX = "#memory-";

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The item a `#memory-<id>` address points at, if any. */
function useLinkedItem(): string | null {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  return hash.startsWith(HASH_PREFIX) ? decodeURIComponent(hash.slice(HASH_PREFIX.length)) : null;
}

type Props = {
  /** The list as the server read it for this page. */
  initial: MemoryList;
  /** The page's heading: it takes the focus once everything is forgotten. */
  titleId: string;
};

/** The Memory screen: on or paused, add, search, and the remembered lines by kind, each editable and deletable. */
export function MemoryScreen({ initial, titleId }: Props) {
  const t = useTranslations("memory");
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.memory,
    queryFn: pathQuery<MemoryList>({ on401: "throw" }),
    initialData: initial,
    // Each visit starts from what the server just read (nothing kept after leaving); every change refetches.
    staleTime: Infinity,
    gcTime: 0,
  });
  const { enabled, limit, items } = query.data ?? initial;
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState<"confirm" | "busy" | null>(null);
  const linked = useLinkedItem();

  const rows = useRef(new Map<string, HTMLLIElement>());
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const forgetButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes when the dialog closes: back to its button, or the heading once all is forgotten. */
  const afterForget = useRef<HTMLElement | null>(null);
  /** What takes the focus once the next render is on screen: an item, its Edit button, or the list's heading. */
  const focusNext = useRef<{ id: string; edit?: boolean } | "list" | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === "list") document.getElementById(LIST_TITLE_ID)?.focus();
    else (next.edit ? editButtons.current.get(next.id) : rows.current.get(next.id))?.focus();
  });

  const linkedShown = linked !== null && items.some((item) => item.id === linked);
  useEffect(() => {
    const row = linked ? rows.current.get(linked) : undefined;
    if (!row) return;
    row.scrollIntoView({ block: "center" });
    row.focus({ preventScroll: true });
  }, [linked, linkedShown]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? items.filter((item) => item.text.toLocaleLowerCase().includes(needle)) : items;
  const groups = MEMORY_KINDS.map((kind) => ({ kind, items: shown.filter((item) => item.kind === kind) })).filter(
    (group) => group.items.length > 0,
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.memory });
  const setItems = (change: (items: MemoryView[]) => MemoryView[]) =>
    queryClient.setQueryData<MemoryList | null>(
      queryKeys.memory,
      (list) => list && { ...list, items: change(list.items) },
    );

  function added(item: MemoryView) {
    setItems((list) => [item, ...list.filter((other) => other.id !== item.id)]);
    void refresh();
  }

  function edited(id: string, saved: MemoryView | null) {
    focusNext.current = { id, edit: true };
    setEditing(null);
    if (!saved) return;
    setItems((list) => list.map((item) => (item.id === id ? saved : item)));
    void refresh();
  }

  /** Deletes at once (no confirmation: one line is quickly added again); focus moves to its neighbour. */
  async function remove(id: string) {
    setDeleting(id);
    try {
      const { message } = await api<{ message: string }>(`/api/memory/${id}`, { method: "DELETE" });
      toast.success(message);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) {
        toast.error(t("deleteFailed"), {
          description: error instanceof AppError && error.status > 0 ? error.message : undefined,
        });
        setDeleting(null);
        return;
      }
    }
    const order = groups.flatMap((group) => group.items);
    const index = order.findIndex((item) => item.id === id);
    const neighbour = order[index + 1] ?? order[index - 1];
    focusNext.current = neighbour ? { id: neighbour.id } : "list";
    setItems((list) => list.filter((item) => item.id !== id));
    setDeleting(null);
    void refresh();
  }

  async function forgetAll() {
    setForgetting("busy");
    try {
      const { message } = await api<{ message: string }>("/api/memory", { method: "DELETE" });
      setItems(() => []);
      setSearch("");
      afterForget.current = document.getElementById(titleId);
      setForgetting(null);
      toast.success(message);
      void refresh();
    } catch (error) {
      setForgetting("confirm");
      toast.error(t("forgetFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : undefined,
      });
    }
  }

  return (
    <div className="grid gap-6">
      {query.isError ? (
        <RefreshFailed message={t("refreshFailed")} retryLabel={t("retry")} onRetry={() => void query.refetch()} />
      ) : null}
      <MemorySwitch enabled={enabled} />
      <MemoryAddForm onAdded={added} />
      <section aria-labelledby={LIST_TITLE_ID} className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={LIST_TITLE_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t("listTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("count", { count: items.length, limit })}</p>
        </div>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <>
            <div className="relative">
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <label htmlFor="memory-search" className="sr-only">
                {t("search")}
              </label>
              <Input
                id="memory-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("search")}
                aria-describedby="memory-search-status"
                className="pl-8"
              />
            </div>
            <p id="memory-search-status" role="status" className="text-sm text-muted-foreground empty:hidden">
              {needle ? (shown.length > 0 ? t("matches", { count: shown.length }) : t("noMatches")) : null}
            </p>
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`memory-group-${group.kind}`} className="grid gap-2">
                <h3 id={`memory-group-${group.kind}`} className="text-sm font-medium text-muted-foreground">
                  {t(`groups.${group.kind}`)}
                </h3>
                <ul aria-labelledby={`memory-group-${group.kind}`} className="grid gap-2">
                  {group.items.map((item) => (
                    <MemoryItem
                      key={item.id}
                      item={item}
                      editing={editing === item.id}
                      marked={linked === item.id}
                      deleting={deleting === item.id}
                      onEdit={() => setEditing(item.id)}
                      onEditDone={(saved) => edited(item.id, saved)}
                      onDelete={() => void remove(item.id)}
                      rowRef={(element) => {
                        if (element) rows.current.set(item.id, element);
                        else rows.current.delete(item.id);
                      }}
                      editRef={(element) => {
                        if (element) editButtons.current.set(item.id, element);
                        else editButtons.current.delete(item.id);
                      }}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        <ConfirmDialog
          trigger={
            <Button
              ref={forgetButton}
              variant="destructive"
              className="justify-self-start"
              disabled={items.length === 0 || forgetting === "busy"}
            >
              <Trash2Icon aria-hidden />
              {t("forget")}
            </Button>
          }
          open={forgetting !== null}
          onOpenChange={(open) => {
            if (open) afterForget.current = forgetButton.current;
            setForgetting(open ? "confirm" : null);
          }}
          returnFocus={afterForget}
          title={t("forgetTitle")}
          description={t("forgetDescription")}
          confirmLabel={t("forgetConfirm")}
          cancelLabel={t("cancel")}
          busy={forgetting === "busy"}
          onConfirm={() => void forgetAll()}
        />
      </section>
    </div>
  );
}
