"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeOffIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { WebsiteNotice } from "@/components/native/website-notice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ConversationSummary } from "./chat-types";

/**
 * The free plan's one conversation, explained before anything is typed: continue the current one, start
 * over (it is deleted, after confirmation), talk in a private chat (which uses no conversation), or upgrade
 * (on the website, inside the native wrapper).
 */
export function ConversationLimitChoices({
  onContinue,
  onPrivate,
}: {
  onContinue: (id: string) => void;
  onPrivate: () => void;
}) {
  const t = useTranslations("chat");
  const queryClient = useQueryClient();
  const inWrapper = useInNativeWrapper();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useQuery({
    queryKey: queryKeys.latestConversation,
    queryFn: ({ signal }) =>
      api<{ conversations: ConversationSummary[] }>("/api/conversations?limit=1", { signal }).then(
        (page) => page.conversations[0] ?? null,
      ),
  });
  const current = latest.data;

  async function startOver() {
    if (!current) return;
    setBusy(true);
    try {
      await api(`/api/conversations/${current.id}`, { method: "DELETE" });
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
      ]);
    } catch {
      toast.error(t("deleteFailed"));
    } finally {
      setBusy(false);
    }
  }

  if (latest.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t("loadingConversation")} />
      </div>
    );
  }
  return (
    <div className="px-4">
      <section
        aria-labelledby="conversation-limit-title"
        className="mx-auto my-10 grid w-full max-w-xl gap-4 rounded-xl border bg-card p-6 text-center"
      >
        <h2 id="conversation-limit-title" className="text-lg font-semibold">
          {t("limitTitle")}
        </h2>
        <p className="text-muted-foreground">{t("limitExplained")}</p>
        {/* One height for both choices, however the conversation's title wraps. */}
        <div className="grid auto-rows-fr gap-2 sm:grid-cols-2">
          {current ? (
            <Button
              type="button"
              onClick={() => onContinue(current.id)}
              className="h-auto min-h-9 py-2 whitespace-normal"
            >
              {t("limitContinue", { title: current.title })}
            </Button>
          ) : null}
          {current ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => setConfirming(true)}
              className="h-auto min-h-9 py-2 whitespace-normal"
            >
              {t("limitStartOver")}
            </Button>
          ) : null}
        </div>
        <div className="grid justify-items-center gap-1">
          <Button type="button" variant="outline" onClick={onPrivate}>
            <EyeOffIcon aria-hidden />
            {t("limitPrivate")}
          </Button>
          <p className="text-sm text-muted-foreground">{t("limitPrivateExplained")}</p>
        </div>
        {inWrapper ? (
          <WebsiteNotice compact className="text-muted-foreground" />
        ) : (
          <Button asChild variant="link" className="justify-self-center">
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        )}
        {current ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("limitStartOverTitle")}
            description={t("limitStartOverDescription", { title: current.title })}
            confirmLabel={t("limitStartOverConfirm")}
            cancelLabel={t("cancel")}
            busy={busy}
            onConfirm={() => void startOver()}
          />
        ) : null}
      </section>
    </div>
  );
}
