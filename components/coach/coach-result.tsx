"use client";

import type { DeepPartial } from "ai";
import { CopyIcon, MessageSquareIcon, Share2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { handToChat } from "@/lib/client/coach-handoff";
import type { CoachResult } from "./coach-types";
import { MarkedDraft } from "./marked-draft";
import { RewriteDiff } from "./rewrite-diff";

const noChange = () => () => undefined;

/** Whether this browser can hand text to another app (the Web Share API: phones, mostly). */
function useCanShare() {
  return useSyncExternalStore(
    noChange,
    () => typeof navigator.share === "function",
    () => false,
  );
}

/**
 * A coach answer: the draft with its markers, and beside it (under it on phones) the softer version as a diff
 * against the draft, with Copy, Share and, when the draft came from a conversation, Use in chat. A draft with
 * no marker gets its note instead; a safety match gets no rewrite at all.
 */
export function CoachResultView({
  draft,
  result,
  done,
  safety,
  chat,
}: {
  draft: string;
  result: DeepPartial<CoachResult> | undefined;
  /** The answer is whole: its rewrite (or its absence) is final. */
  done: boolean;
  /** The safety check matched: the help card is shown and no softer version offered. */
  safety: boolean;
  /** The conversation (its draft key) the draft came from. */
  chat?: string;
}) {
  const t = useTranslations("coach");
  const router = useRouter();
  const canShare = useCanShare();
  const markers = (result?.markers ?? []).filter(Boolean);
  const rewrite = safety ? undefined : (result?.rewrite ?? undefined);
  const kind = done && !safety && markers.length === 0;
  const notes = (result?.notes ?? []).filter((note): note is string => typeof note === "string" && note.length > 0);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("result.copied"));
    } catch {
      toast.error(t("result.copyFailed"));
    }
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="coach-draft-title" className="grid content-start gap-2 rounded-lg border p-4">
          <h2 id="coach-draft-title" className="font-semibold">
            {t("result.draft")}
          </h2>
          <MarkedDraft draft={draft} markers={markers} />
        </section>
        {rewrite ? (
          <section aria-labelledby="coach-rewrite-title" className="grid content-start gap-3 rounded-lg border p-4">
            <h2 id="coach-rewrite-title" className="font-semibold">
              {t("result.rewrite")}
            </h2>
            <RewriteDiff draft={draft} rewrite={rewrite} />
            <p className="text-xs text-muted-foreground">{t("result.diffHint")}</p>
            {done ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void copy(rewrite)}>
                  <CopyIcon aria-hidden />
                  {t("result.copy")}
                </Button>
                {canShare ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void navigator.share({ text: rewrite }).catch(() => undefined)}
                  >
                    <Share2Icon aria-hidden />
                    {t("result.share")}
                  </Button>
                ) : null}
                {chat ? (
                  <Button size="sm" onClick={() => router.push(handToChat(chat, rewrite))}>
                    <MessageSquareIcon aria-hidden />
                    {t("result.useInChat")}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
      {done && result?.request ? <p className="text-sm">{t("result.request", { request: result.request })}</p> : null}
      {done && safety ? <p className="text-sm text-muted-foreground">{t("result.noRewrite")}</p> : null}
      {kind && notes[0] ? (
        <p className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 font-medium dark:bg-emerald-500/10">
          {notes[0]}
        </p>
      ) : done && notes.length > 0 ? (
        <section aria-labelledby="coach-notes-title" className="grid gap-1">
          <h2 id="coach-notes-title" className="text-sm font-semibold">
            {t("result.notes")}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
