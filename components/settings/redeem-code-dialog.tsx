"use client";

import { useQueryClient } from "@tanstack/react-query";
import { TicketIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
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
import { api } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { AppError } from "@/lib/errors";
import { useSearch } from "@/lib/navigation/use-search";
import type { redeemSchema } from "@/lib/redeem/schemas";
import { lazyResolver } from "@/lib/forms/lazy-resolver";

type Input = z.input<typeof redeemSchema>;
type Output = z.output<typeof redeemSchema>;

const redeemForm = lazyResolver<Input, Output>(() => import("@/lib/forms/resolvers").then((m) => m.redeemResolver));
type Redeemed = { type: string; message: string };

/**
 * Settings' Redeem Code modal (spec sections 2, 4, 8): the code is trimmed and upper-cased, Redeem is
 * disabled while the field is empty, and after success the user and usage are fetched again. Opens by
 * itself on `/settings?redeem=1` (the pricing page links there).
 */
export function RedeemCodeDialog() {
  const t = useTranslations("redeem");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(useSearch().get("redeem") === "1");
  const form = useForm<Input, unknown, Output>({ resolver: redeemForm.resolver, defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const empty = (useWatch({ control: form.control, name: "code" }) ?? "").trim() === "";

  async function submit({ code }: Output) {
    try {
      const redeemed = await api<Redeemed>("/api/redeem-code", { body: { code } });
      toast.success(t("success"), { description: t("successDetail", { type: redeemed.type }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
      ]);
      form.reset();
      setOpen(false);
    } catch (error) {
      const message = error instanceof AppError && error.status > 0 && error.code !== "internal" ? error.message : null;
      form.setError("code", { message: message ?? t("checkCode") });
      toast.error(t("failed"), { description: message ?? t("checkCode") });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <TicketIcon aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("close")}>
        <form onFocus={redeemForm.preload} noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description")}</DialogDescription>
          </DialogHeader>
          <Field id="redeem-code" label={t("label")} hint={t("hint")} error={text(errors.code?.message)}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="HRTH-XXXX-XXXX-XXXX"
                className="font-mono uppercase"
                {...form.register("code")}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={empty || isSubmitting}>
              {isSubmitting ? t("redeeming") : t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
