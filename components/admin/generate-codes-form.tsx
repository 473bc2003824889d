"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { GeneratedBatch } from "@/lib/admin/codes";
import { CODE_TYPES, generateCodesSchema, MAX_CODES_PER_BATCH } from "@/lib/admin/schemas";
import { api } from "@/lib/api/client";
import { AppError } from "@/lib/errors";

type Input = z.input<typeof generateCodesSchema>;
type Output = z.output<typeof generateCodesSchema>;

/** The end of a picked day (YYYY-MM-DD) in the admin's own time zone, as the API's ISO moment; empty is none. */
const endOfDay = (value: unknown) =>
  typeof value === "string" && value ? new Date(`${value}T23:59:59.999`).toISOString() : null;

/** Spec section 5's generation rules, checked here by the same schema the API uses. */
export function GenerateCodesForm({ onGenerated }: { onGenerated: (batch: GeneratedBatch) => void }) {
  const t = useTranslations("admin.generate");
  const text = useMessageText();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(generateCodesSchema),
    defaultValues: { type: "1_week", count: 10, maxUses: 1, expiresAt: null },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: Output) {
    try {
      const batch = await api<GeneratedBatch>("/api/admin/redeem-codes", {
        body: { ...input, expiresAt: input.expiresAt?.toISOString() ?? null },
      });
      toast.success(t("done", { count: batch.codes.length }));
      onGenerated(batch);
    } catch (error) {
      toast.error(t("failed"), { description: error instanceof AppError ? error.message : undefined });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="generate-title" className="grid gap-4">
      <h2 id="generate-title" className="font-medium">
        {t("title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="code-type" label={t("type")} error={text(errors.type?.message)}>
          {(control) => (
            <NativeSelect {...control} {...form.register("type")}>
              {CODE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="code-count" label={t("count")} hint={t("countHint")} error={text(errors.count?.message)}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CODES_PER_BATCH}
              {...form.register("count", { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="code-max-uses" label={t("maxUses")} error={text(errors.maxUses?.message)}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register("maxUses", { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="code-expires" label={t("expiresAt")} hint={t("expiresHint")} error={text(errors.expiresAt?.message)}>
          {(control) => <Input {...control} type="date" {...form.register("expiresAt", { setValueAs: endOfDay })} />}
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t("generating") : t("submit")}
      </Button>
    </form>
  );
}
