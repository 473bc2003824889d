"use client";

import { LoaderCircleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { MemoryView } from "@/lib/memory/memory-view";
import { MemoryEditForm } from "./memory-edit-form";

/** Where a remembered line came from, linked while that place still exists. */
function sourceLink(item: MemoryView): string | null {
  if (item.source === "profile") return "/profile";
  if (item.source === "user" || item.sourceGone || !item.sourceId) return null;
  return { conversation: "/chat", advice: "/advice", coach: "/coach" }[item.source] + `/${item.sourceId}`;
}

/**
 * One remembered line: its text, where it came from, Edit (in place) and Delete. Its id is the target of
 * `#memory-<id>` links (a reply's "remembered" line); `marked` rings it.
 */
export function MemoryItem({
  item,
  editing,
  marked,
  deleting,
  onEdit,
  onEditDone,
  onDelete,
  rowRef,
  editRef,
}: {
  item: MemoryView;
  editing: boolean;
  marked: boolean;
  deleting: boolean;
  onEdit: () => void;
  onEditDone: (saved: MemoryView | null) => void;
  onDelete: () => void;
  rowRef: (element: HTMLLIElement | null) => void;
  editRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useTranslations("memory");
  const textId = `memory-${item.id}-text`;
  const href = sourceLink(item);
  const source =
    item.sourceGone && item.source !== "user" && item.source !== "profile"
      ? t(`sourceGone.${item.source}`)
      : t(`source.${item.source}`);

  return (
    <li
      ref={rowRef}
      id={`memory-${item.id}`}
      tabIndex={-1}
      aria-current={marked ? "true" : undefined}
      className={cn(
        "grid scroll-mt-20 gap-2 rounded-lg border bg-background p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        marked && "border-ring ring-[3px] ring-ring/50",
      )}
    >
      {editing ? (
        <MemoryEditForm item={item} onDone={onEditDone} />
      ) : (
        <>
          <p id={textId} className="[overflow-wrap:anywhere]">
            {item.text}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-xs text-muted-foreground">
              {href ? (
                <Link href={href} className="text-primary underline underline-offset-4">
                  {source}
                </Link>
              ) : (
                source
              )}
            </p>
            <div className="flex gap-1">
              <Button ref={editRef} variant="ghost" size="sm" aria-describedby={textId} onClick={onEdit}>
                <PencilIcon aria-hidden />
                {t("edit")}
              </Button>
              <Button variant="ghost" size="sm" aria-describedby={textId} disabled={deleting} onClick={onDelete}>
                {deleting ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <Trash2Icon aria-hidden />}
                {t("delete")}
              </Button>
            </div>
          </div>
        </>
      )}
    </li>
  );
}
