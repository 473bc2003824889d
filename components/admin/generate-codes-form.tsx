"use client";

import { useTranslations } from "next-intl";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { GeneratedBatch } from "@/lib/admin/codes";
import { CODE_TYPES, MAX_CODES_PER_BATCH } from "@/lib/admin/code-rules";
import type { generateCodesSchema } from "@/lib/admin/schemas";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";

type Output = z.output<typeof generateCodesSchema>;
type Values = { type: string; count: string; maxUses: string; expiresAt: string };

/** An empty number field is no number, as the browser's valueAsNumber has it. */
const asNumber = (value: string) => (value === "" ? Number.NaN : Number(value));

/** The end of a picked day (YYYY-MM-DD) in the admin's own time zone, as the API's ISO moment; empty is none. */
const endOfDay = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : null);

const generateForm = lazySchema<Values, Output>(
  () => import("@/lib/admin/schemas").then((m) => m.generateCodesSchema),
  (values) => ({
    type: values.type,
    count: asNumber(values.count),
    maxUses: asNumber(values.maxUses),
    expiresAt: endOfDay(values.expiresAt),
  }),
);

/** Spec section 5's generation rules, checked here by the same schema the API uses. */
export function GenerateCodesForm({ onGenerated }: { onGenerated: (batch: GeneratedBatch) => void }) {
  const t = useTranslations("admin.generate");
  const text = useMessageText();
  const form = useSchemaForm(generateForm, { type: "1_week", count: "10", maxUses: "1", expiresAt: "" });
  const { errors, submitting } = form;

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
    <Form
      onFocus={generateForm.preload}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="generate-title"
      className="grid gap-4"
    >
      <h2 id="generate-title" className="font-medium">
        {t("title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="code-type" label={t("type")} error={text(errors.type)}>
          {(control) => (
            <NativeSelect {...control} {...form.text("type")}>
              {CODE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="code-count" label={t("count")} hint={t("countHint")} error={text(errors.count)}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CODES_PER_BATCH}
              {...form.text("count")}
            />
          )}
        </Field>
        <Field id="code-max-uses" label={t("maxUses")} error={text(errors.maxUses)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} {...form.text("maxUses")} />}
        </Field>
        <Field id="code-expires" label={t("expiresAt")} hint={t("expiresHint")} error={text(errors.expiresAt)}>
          {(control) => <Input {...control} type="date" {...form.text("expiresAt")} />}
        </Field>
      </div>
      <SubmitButton disabled={submitting} className="justify-self-start">
        {submitting ? t("generating") : t("submit")}
      </SubmitButton>
    </Form>
  );
}
