"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { returnFocusTo } from "@/components/ui/return-focus";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import type { redeemSchema } from "@/lib/redeem/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";

type Output = z.output<typeof redeemSchema>;

const redeemForm = lazySchema<{ code: string }, Output>(() =>
  import("@/lib/redeem/schemas").then((m) => m.redeemSchema),
);
type Redeemed = { type: string; message: string };

/**
 * The Redeem Code modal of RedeemCodeDialog (redeem-code-dialog.tsx), which loads it when it first opens:
 * the code is trimmed and upper-cased, Redeem is disabled while the field is empty, and after success the
 * user and usage are fetched again.
 */
export function RedeemCodeForm({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations("redeem");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const form = useSchemaForm(redeemForm, { code: "" });
  const { errors, submitting } = form;
  const empty = form.values.code.trim() === "";

  async function submit({ code }: Output) {
    try {
      const redeemed = await api<Redeemed>("/api/redeem-code", { body: { code } });
      toast.success(t("success"), { description: t("successDetail", { type: redeemed.type }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
      ]);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof AppError && error.status > 0 && error.code !== "internal" ? error.message : null;
      form.setError("code", message ?? t("checkCode"));
      toast.error(t("failed"), { description: message ?? t("checkCode") });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.reset();
      }}
    >
      <DialogContent closeLabel={t("close")} onCloseAutoFocus={returnFocusTo(opener)}>
        <Form onFocus={redeemForm.preload} noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <Field id="redeem-code" label={t("label")} hint={t("hint")} error={text(errors.code)}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="HRTH-XXXX-XXXX-XXXX"
                className="font-mono uppercase"
                {...form.text("code")}
              />
            )}
          </Field>
          <DialogFooter>
            <SubmitButton disabled={empty || submitting}>{submitting ? t("redeeming") : t("submit")}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
