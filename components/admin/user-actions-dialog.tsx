"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { UserAction } from "@/lib/admin/schemas";
import type { UserPage } from "@/lib/admin/users";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";

type Row = UserPage["users"][number];
type Pending = { action: UserAction; label: string; description?: string };

/**
 * Everything an admin can change about one account. Granting for days acts at once; lifetime, revoking,
 * the admin right and clearing the under-18 review flag ask first (removing one's own right says what it
 * costs, and the API wants that confirmation too).
 */
export function UserActionsDialog({ user, self, onChanged }: { user: Row; self: boolean; onChanged: () => void }) {
  const t = useTranslations("admin.users");
  const format = useFormatter();
  const name = user.email ?? user.nickname ?? t("guest");
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState("30");
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: UserAction) {
    setBusy(true);
    try {
      await api(`/api/admin/users/${encodeURIComponent(user.id)}`, { body: action });
      toast.success(t("done"));
      setPending(null);
      setOpen(false);
      onChanged();
    } catch (error) {
      toast.error(t("failed"), { description: error instanceof AppError ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  const dayCount = Number(days);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPending(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`${t("manage")} ${name}`}>
          {t("manage")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle className="break-words">{t("manageTitle", { name })}</DialogTitle>
          <DialogDescription>{pending?.description ?? t("manageDescription")}</DialogDescription>
        </DialogHeader>
        {pending ? (
          <div className="grid gap-4">
            <p className="font-medium">{t("confirmTitle", { action: pending.label })}</p>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => setPending(null)}>
                {t("cancel")}
              </Button>
              <Button type="button" variant="destructive" disabled={busy} onClick={() => void run(pending.action)}>
                {t("confirm")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-4">
            {user.under18FlaggedAt ? (
              <div className="grid gap-2 rounded-lg border border-destructive/40 p-3">
                <p className="text-sm">
                  {t("flaggedExplanation", {
                    date: format.dateTime(new Date(user.under18FlaggedAt), { dateStyle: "medium", timeZone: "UTC" }),
                  })}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() =>
                    setPending({
                      action: { action: "clear_under18_flag" },
                      label: t("clearFlag"),
                      description: t("clearFlagDescription"),
                    })
                  }
                >
                  {t("clearFlag")}
                </Button>
              </div>
            ) : null}
            <Form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void run({ action: "grant_pro", days: dayCount });
              }}
            >
              <div className="grid gap-1">
                <Label htmlFor={`grant-days-${user.id}`}>{t("grantDays")}</Label>
                <Input
                  id={`grant-days-${user.id}`}
                  type="number"
                  min={1}
                  max={3650}
                  inputMode="numeric"
                  className="w-28"
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                />
              </div>
              <SubmitButton disabled={busy || !Number.isInteger(dayCount) || dayCount < 1 || dayCount > 3650}>
                {t("grant")}
              </SubmitButton>
            </Form>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setPending({ action: { action: "grant_lifetime" }, label: t("grantLifetime") })}
              >
                {t("grantLifetime")}
              </Button>
              {user.isPro ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    setPending({
                      action: { action: "revoke_pro" },
                      label: t("revoke"),
                      description: t("revokeDescription"),
                    })
                  }
                >
                  {t("revoke")}
                </Button>
              ) : null}
              {user.isGuest ? null : user.isAdmin ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    setPending(
                      self
                        ? {
                            action: { action: "set_admin", admin: false, confirmSelf: true },
                            label: t("removeOwnAdmin"),
                            description: t("removeOwnAdminDescription"),
                          }
                        : {
                            action: { action: "set_admin", admin: false, confirmSelf: false },
                            label: t("removeAdmin"),
                          },
                    )
                  }
                >
                  {t("removeAdmin")}
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    setPending({
                      action: { action: "set_admin", admin: true, confirmSelf: false },
                      label: t("makeAdmin"),
                    })
                  }
                >
                  {t("makeAdmin")}
                </Button>
              )}
              {!user.isGuest && user.email && !user.emailVerified ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run({ action: "resend_verification" })}
                >
                  {t("resend")}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
