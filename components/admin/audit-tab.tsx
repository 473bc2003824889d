"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { AuditPage } from "@/lib/admin/users";
import { pathQuery } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { Pager, QueryState, TableFrame } from "./query-state";

/** Who changed what and when: every admin write, newest first. */
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
                    <td className="break-all">{entry.actorEmail ?? t("commandLine")}</td>
                    <td>{t(`actions.${entry.action}`)}</td>
                    <td>
                      <code className="font-mono text-xs break-all">{entry.targetId}</code>
                    </td>
                    <td>
                      <code className="font-mono text-xs break-all">
                        {Object.keys(entry.details).length ? JSON.stringify(entry.details) : ""}
                      </code>
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
