"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import type { ExportState } from "@/lib/export/data-export";

type ExportView = Omit<ExportState, "createdAt" | "expiresAt"> & { createdAt: string; expiresAt: string };
type ExportAnswer = { export: ExportView | null };

/** While an export is being prepared in the background, how often its state is asked again. */
const POLL_MS = 4000;
/**
 * After the download link is followed, how often the export is asked about until the server has handed it
 * out (and deleted it), and for how long: a download that never reached the server offers the link again.
 */
const DOWNLOAD_POLL_MS = 1000;
const DOWNLOAD_WAIT_MS = 30_000;

/**
 * "Download my data": asks for an export, follows it while prepared, then offers its one download. The page
 * cannot see the browser's download, so after the link is followed it asks the server until the export reads
 * as downloaded.
 */
export function DataExportControl() {
  const t = useTranslations("dataExport");
  const format = useFormatter();
  const queryClient = useQueryClient();
  /** The export whose download link was followed, while the server has not yet said it is downloaded. */
  const [downloading, setDownloading] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: queryKeys.dataExport,
    queryFn: pathQuery<ExportAnswer>({ on401: "throw" }),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const state = query.state.data?.export;
      if (state?.status === "preparing") return POLL_MS;
      return state?.status === "ready" && state.id === downloading ? DOWNLOAD_POLL_MS : false;
    },
  });
  useEffect(() => {
    if (!downloading) return;
    const timer = window.setTimeout(() => setDownloading(null), DOWNLOAD_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [downloading]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Set when the user asked: the download link, once it appears, takes the focus. */
  const focusDownload = useRef(false);
  const current = data?.export ?? null;
  const status = current?.status === "ready" && current.id === downloading ? "downloading" : current?.status;

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

  const until = current
    ? format.dateTime(new Date(current.expiresAt), { dateStyle: "medium", timeStyle: "short" })
    : "";

  return (
    <div className="grid gap-3">
      <div role="status" aria-live="polite" className="grid gap-2 text-sm empty:hidden">
        {status === "preparing" ? (
          <p className="flex items-start gap-2">
            <LoaderCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none" />
            {t("preparing")}
          </p>
        ) : null}
        {status === "ready" ? (
          <p>
            <span className="font-medium">{t("ready")}</span> {t("readyUntil", { time: until })}
          </p>
        ) : null}
        {status === "downloading" ? <p>{t("downloading")}</p> : null}
        {status === "downloaded" ? <p>{t("downloaded")}</p> : null}
        {status === "failed" ? <p>{t("failed")}</p> : null}
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {current && status === "ready" ? (
          <Button asChild>
            <a
              ref={takeFocus}
              href={`/api/user/export/${current.id}`}
              download
              onClick={() => setDownloading(current.id)}
            >
              <DownloadIcon aria-hidden />
              {t("download")}
            </a>
          </Button>
        ) : null}
        {status !== "ready" && status !== "downloading" && status !== "preparing" ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void request()}>
            {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <DownloadIcon aria-hidden />}
            {busy ? t("requesting") : t("request")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
