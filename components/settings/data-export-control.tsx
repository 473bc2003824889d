"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api, pathQuery } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { AppError } from "@/lib/errors";
import type { ExportState } from "@/lib/export/data-export";

type ExportView = Omit<ExportState, "createdAt" | "expiresAt"> & { createdAt: string; expiresAt: string };
type ExportAnswer = { export: ExportView | null };

/** While an export is being prepared in the background, how often its state is asked again. */
const POLL_MS = 4000;

/**
 * "Download my data": asks for an export, follows it while it is prepared, then offers its one download.
 * What happens is said in a live region; a refusal (one export an hour) says how long to wait.
 */
export function DataExportControl() {
  const t = useTranslations("dataExport");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.dataExport,
    queryFn: pathQuery<ExportAnswer>({ on401: "throw" }),
    refetchInterval: (query) => (query.state.data?.export?.status === "preparing" ? POLL_MS : false),
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Set when the user asked: the download link, once it appears, takes the focus. */
  const focusDownload = useRef(false);
  const current = data?.export ?? null;

  async function request() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await api<ExportAnswer>("/api/user/export", { method: "POST" });
      queryClient.setQueryData(queryKeys.dataExport, answer);
      focusDownload.current = true;
    } catch (error) {
      const wait = error instanceof AppError && error.code === "rate_limited" ? Number(error.fields.waitTime) : NaN;
      setRefusal(Number.isFinite(wait) ? t("rateLimited", { minutes: Math.ceil(wait / 60) }) : t("requestFailed"));
    } finally {
      setBusy(false);
    }
  }

  function takeFocus(link: HTMLAnchorElement | null) {
    if (link && focusDownload.current) {
      focusDownload.current = false;
      link.focus();
    }
  }

  /** The download is the browser's; a moment later the export reads as downloaded. */
  function downloaded() {
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dataExport }), 1500);
  }

  const until = current
    ? format.dateTime(new Date(current.expiresAt), { dateStyle: "medium", timeStyle: "short" })
    : "";

  return (
    <div className="grid gap-3">
      <div role="status" aria-live="polite" className="grid gap-2 text-sm empty:hidden">
        {current?.status === "preparing" ? (
          <p className="flex items-start gap-2">
            <LoaderCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none" />
            {t("preparing")}
          </p>
        ) : null}
        {current?.status === "ready" ? (
          <p>
            <span className="font-medium">{t("ready")}</span> {t("readyUntil", { time: until })}
          </p>
        ) : null}
        {current?.status === "downloaded" ? <p>{t("downloaded")}</p> : null}
        {current?.status === "failed" ? <p>{t("failed")}</p> : null}
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {current?.status === "ready" ? (
          <Button asChild>
            <a ref={takeFocus} href={`/api/user/export/${current.id}`} download onClick={downloaded}>
              <DownloadIcon aria-hidden />
              {t("download")}
            </a>
          </Button>
        ) : null}
        {current?.status !== "ready" && current?.status !== "preparing" ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void request()}>
            {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <DownloadIcon aria-hidden />}
            {busy ? t("requesting") : t("request")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
