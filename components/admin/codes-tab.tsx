"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { CodePage, GeneratedBatch } from "@/lib/admin/codes";
import { CODE_STATUSES } from "@/lib/admin/code-rules";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import { CodeBatch } from "./code-batch";
import { GenerateCodesForm } from "./generate-codes-form";
import { Pager, QueryState, TableFrame } from "./query-state";

type Status = (typeof CODE_STATUSES)[number];

/** Generate a batch (shown until the next one), and the list of every code with its state and uses. */
export function CodesTab() {
  const t = useTranslations("admin.codes");
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState<GeneratedBatch | null>(null);
  const [status, setStatus] = useState<Status | "all">("all");
  const [page, setPage] = useState(1);
  const search = new URLSearchParams({ page: String(page), ...(status === "all" ? {} : { status }) }).toString();
  const query = useQuery({ queryKey: queryKeys.adminCodes(search), queryFn: pathQuery<CodePage>({ on401: "throw" }) });
  const refreshAdmin = () =>
    queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/") });

  return (
    <div className="grid gap-6">
      <div className="rounded-xl border bg-card p-4">
        <GenerateCodesForm
          onGenerated={(made) => {
            setBatch(made);
            void refreshAdmin();
          }}
        />
      </div>
      {batch ? <CodeBatch batch={batch} /> : null}
      <div className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="font-medium">{t("title")}</h2>
          <div className="grid gap-1">
            <Label htmlFor="code-filter">{t("filter")}</Label>
            <NativeSelect
              id="code-filter"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as Status | "all");
                setPage(1);
              }}
            >
              {(["all", ...CODE_STATUSES] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <QueryState query={query}>
          {(data) => (data ? <CodesTable data={data} onPage={setPage} onChanged={() => void refreshAdmin()} /> : null)}
        </QueryState>
      </div>
    </div>
  );
}

function CodesTable({
  data,
  onPage,
  onChanged,
}: {
  data: CodePage;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  const t = useTranslations("admin.codes");
  const tc = useTranslations("admin.generate.types");
  const format = useFormatter();
  const date = (value: Date | string) => format.dateTime(new Date(value), { dateStyle: "medium" });
  if (data.codes.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <>
      <TableFrame label={t("title")}>
        <thead>
          <tr>
            <th scope="col">{t("columns.code")}</th>
            <th scope="col">{t("columns.type")}</th>
            <th scope="col">{t("columns.uses")}</th>
            <th scope="col">{t("columns.expires")}</th>
            <th scope="col">{t("columns.status")}</th>
            <th scope="col">{t("columns.redeemedBy")}</th>
            <th scope="col">
              <span className="sr-only">{t("columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.codes.map((code) => (
            <tr key={code.id}>
              <td>
                <code className="font-mono">{code.code}</code>
              </td>
              <td>{tc(code.type)}</td>
              <td className="tabular-nums">
                {code.currentUses} / {code.maxUses}
              </td>
              <td>{code.expiresAt ? date(code.expiresAt) : t("never")}</td>
              <td>{t(`statuses.${code.status}`)}</td>
              <td>
                {code.currentUses === 0 ? (
                  <span className="text-muted-foreground">{t("nobody")}</span>
                ) : (
                  <ul>
                    {code.redemptions.map((r) => (
                      <li key={`${r.email}-${r.redeemedAt}`}>
                        <span className="whitespace-nowrap">{r.email}</span> · {date(r.redeemedAt)}
                      </li>
                    ))}
                    {code.deletedRedeemers > 0 ? (
                      <li className="text-muted-foreground">
                        {t("deletedRedeemers", { count: code.deletedRedeemers })}
                      </li>
                    ) : null}
                  </ul>
                )}
              </td>
              <td>{code.isActive ? <DeactivateButton id={code.id} code={code.code} onDone={onChanged} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}

function DeactivateButton({ id, code, onDone }: { id: string; code: string; onDone: () => void }) {
  const t = useTranslations("admin");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function deactivate() {
    setBusy(true);
    try {
      await api(`/api/admin/redeem-codes/${encodeURIComponent(id)}`, { method: "PATCH", body: { isActive: false } });
      toast.success(t("codes.deactivated"));
      setOpen(false);
      onDone();
    } catch (error) {
      toast.error(t("users.failed"), { description: error instanceof AppError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`${t("codes.deactivate")} ${code}`}>
          {t("codes.deactivate")}
        </Button>
      }
      title={t("codes.deactivateTitle", { code })}
      description={t("codes.deactivateDescription")}
      confirmLabel={t("codes.deactivate")}
      cancelLabel={t("users.cancel")}
      busy={busy}
      onConfirm={() => void deactivate()}
    />
  );
}
