"use client";

import { CopyIcon, DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import type { GeneratedBatch } from "@/lib/admin/codes";

async function copy(text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/** The batch just generated: each code with its own copy button, copy all, and a CSV download. */
export function CodeBatch({ batch }: { batch: GeneratedBatch }) {
  const t = useTranslations("admin.batch");

  function downloadCsv() {
    const rows = [["code", "type", "max_uses", "expires_at"]].concat(
      batch.codes.map((c) => [c.code, c.type, String(c.maxUses), c.expiresAt ? String(c.expiresAt) : ""]),
    );
    const blob = new Blob([rows.map((row) => row.join(",")).join("\n") + "\n"], { type: "text/csv" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `hearth-codes-${batch.batchId.slice(0, 8)}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <section aria-labelledby="batch-title" className="grid gap-3 rounded-xl border border-primary/40 bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="batch-title" className="font-medium">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => void copy(batch.codes.map((c) => c.code).join("\n"), t("copied"), t("copyFailed"))}
          >
            <CopyIcon aria-hidden />
            {t("copyAll")}
          </Button>
          <Button type="button" variant="outline" onClick={downloadCsv}>
            <DownloadIcon aria-hidden />
            {t("csv")}
          </Button>
        </div>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {batch.codes.map(({ code }) => (
          <li key={code} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
            <code className="font-mono text-sm" data-testid="new-code">
              {code}
            </code>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("copy", { code })}
              onClick={() => void copy(code, t("copied"), t("copyFailed"))}
            >
              <CopyIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
