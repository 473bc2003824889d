"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { UserPage } from "@/lib/admin/users";
import { pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { Pager, QueryState, TableFrame } from "./query-state";
import { UserActionsDialog } from "./user-actions-dialog";

/**
 * Accounts by e-mail or nickname (or only those flagged for review), a page at a time, each with its plan,
 * activity counts and actions.
 */
export function UsersTab({ adminId }: { adminId: string }) {
  const t = useTranslations("admin.users");
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const search = new URLSearchParams({
    page: String(page),
    ...(q ? { q } : {}),
    ...(flagged ? { flagged: "1" } : {}),
  }).toString();
  const query = useQuery({ queryKey: queryKeys.adminUsers(search), queryFn: pathQuery<UserPage>({ on401: "throw" }) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  }

  return (
    <div className="grid gap-4">
      <Form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor="user-search">{t("search")}</Label>
          <Input id="user-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <SubmitButton>
          <SearchIcon aria-hidden />
          {t("searchButton")}
        </SubmitButton>
        <div className="grid gap-1">
          <Label htmlFor="user-filter">{t("show")}</Label>
          <NativeSelect
            id="user-filter"
            value={flagged ? "flagged" : "all"}
            onChange={(event) => {
              setFlagged(event.target.value === "flagged");
              setPage(1);
            }}
          >
            <option value="all">{t("filters.all")}</option>
            <option value="flagged">{t("filters.flagged")}</option>
          </NativeSelect>
        </div>
      </Form>
      <QueryState query={query}>
        {(data) =>
          data ? (
            <UsersTable
              data={data}
              adminId={adminId}
              onPage={setPage}
              onChanged={() =>
                void queryClient.invalidateQueries({
                  predicate: (k) => String(k.queryKey[0]).startsWith("/api/admin/"),
                })
              }
            />
          ) : null
        }
      </QueryState>
    </div>
  );
}

function UsersTable({
  data,
  adminId,
  onPage,
  onChanged,
}: {
  data: UserPage;
  adminId: string;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  const t = useTranslations("admin.users");
  const format = useFormatter();
  const date = (value: Date | string) => format.dateTime(new Date(value), { dateStyle: "medium", timeZone: "UTC" });
  if (data.users.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <>
      <TableFrame label={t("title")}>
        <thead>
          <tr>
            <th scope="col">{t("columns.account")}</th>
            <th scope="col">{t("columns.plan")}</th>
            <th scope="col">{t("columns.created")}</th>
            <th scope="col">{t("columns.lastActive")}</th>
            <th scope="col">{t("columns.messages")}</th>
            <th scope="col">
              <span className="sr-only">{t("columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.users.map((user) => {
            const { plan } = user;
            const until = "proUntil" in plan ? plan.proUntil : "renewsAt" in plan ? plan.renewsAt : null;
            return (
              <tr key={user.id}>
                <td>
                  <div className="font-medium whitespace-nowrap">{user.email ?? t("guest")}</div>
                  <div className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                    {user.nickname ? <span>{user.nickname}</span> : null}
                    {user.isAdmin ? <span>{t("admin")}</span> : null}
                    {!user.isGuest && !user.emailVerified ? <span>{t("unverified")}</span> : null}
                  </div>
                  {user.under18FlaggedAt ? (
                    <div className="mt-1 text-xs font-medium text-destructive">
                      {t("flaggedBadge", { date: date(user.under18FlaggedAt) })}
                    </div>
                  ) : null}
                </td>
                <td>
                  <span className="font-semibold">{plan.pro ? t("pro") : t("free")}</span>
                  {plan.pro ? (
                    <div className="text-xs text-muted-foreground">
                      {t(
                        `sources.${plan.state === "lifetime" ? "lifetime" : plan.state === "code" ? "redeem_code" : "subscription"}`,
                      )}
                      {until ? ` · ${t("until", { date: date(until) })}` : null}
                    </div>
                  ) : null}
                </td>
                <td>{date(user.createdAt)}</td>
                <td>{user.lastActiveDay ? date(`${user.lastActiveDay}T00:00:00Z`) : t("neverActive")}</td>
                <td className="tabular-nums">{format.number(user.messagesSent)}</td>
                <td>
                  <UserActionsDialog user={user} self={user.id === adminId} onChanged={onChanged} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableFrame>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}
