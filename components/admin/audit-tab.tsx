"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { AuditEntry, AuditPage } from "@/lib/admin/audit";
import { pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { Pager, QueryState, TableFrame } from "./query-state";

/** Who changed what and when: every admin write, newest first, in words (never ids or raw JSON). */
export function AuditTab() {
  const t = useTranslations("admin.audit");
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: queryKeys.adminAudit(page), queryFn: pathQuery<AuditPage>({ on401: "throw" }) });
  return (
    <QueryState query={query}>
      {(data) =>
        !data || data.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <div className="grid gap-3">
            <TableFrame label={t("title")}>
              <thead>
                <tr>
                  <th scope="col">{t("columns.when")}</th>
                  <th scope="col">{t("columns.who")}</th>
                  <th scope="col">{t("columns.action")}</th>
                  <th scope="col">{t("columns.target")}</th>
                  <th scope="col">{t("columns.details")}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap">
                      {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                    </td>
                    <td>
                      {entry.actor.kind === "account" ? (
                        <span className="whitespace-nowrap">{entry.actor.email}</span>
                      ) : entry.actor.kind === "command" ? (
                        t("commandLine")
                      ) : (
                        <span className="text-muted-foreground">{t("deletedAccount")}</span>
                      )}
                    </td>
                    <td>{t(`actions.${entry.action}`)}</td>
                    <td>
                      <AuditTarget target={entry.target} />
                    </td>
                    <td>
                      <AuditDetails entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </div>
        )
      }
    </QueryState>
  );
}

function AuditTarget({ target }: { target: AuditEntry["target"] }) {
  const t = useTranslations("admin.audit");
  switch (target.kind) {
    case "account":
      return <span className="whitespace-nowrap">{target.email}</span>;
    case "code":
      return <code className="font-mono text-xs whitespace-nowrap">{target.code}</code>;
    case "batch":
      return t("batch", { count: target.count });
    case "deleted":
      return <span className="text-muted-foreground">{t("deletedAccount")}</span>;
  }
}

/** Each action's recorded details in words: a new action does not compile until it is described here. */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("admin.audit.details");
  const types = useTranslations("admin.generate.types");
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" });
  switch (entry.action) {
    case "generate_codes": {
      const { type, maxUses, expiresAt } = entry.details;
      return t("batch", {
        type: types(type),
        maxUses,
        expires: expiresAt ? t("expires", { date: date(expiresAt) }) : t("noExpiry"),
      });
    }
    case "deactivate_code":
      return t("uses", { uses: entry.details.uses });
    case "grant_pro":
      return "lifetime" in entry.details ? t("lifetime") : t("days", { days: entry.details.days });
    case "grant_admin":
    case "revoke_admin":
      return t(entry.details.via === "command" ? "viaCommand" : "viaDashboard");
    case "clear_under18_flag":
      return t("flagged", { date: date(entry.details.flaggedAt) });
    case "revoke_pro":
    case "resend_verification":
      return null;
  }
}
