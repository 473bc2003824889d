"use client";

import { LoaderCircleIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Form, SubmitButton } from "@/components/forms/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";
import { MEMORY_TEXT_MAX } from "@/lib/memory/kinds";
import type { addMemorySchema } from "@/lib/memory/memory-schema";
import type { MemoryView } from "@/lib/memory/memory-view";
import { MemoryKindSelect } from "./memory-kind-select";
import { showFieldErrors } from "./field-errors";

type Values = { text: string; kind: string };

const addForm = lazySchema<Values, z.output<typeof addMemorySchema>>(() =>
  import("@/lib/memory/memory-schema").then((m) => m.addMemorySchema),
);

/** "Add something Hearth should know": a line and its kind; a full memory says so, with the way to Pro. */
export function MemoryAddForm({ onAdded }: { onAdded: (item: MemoryView) => void }) {
  const t = useTranslations("memory");
  const text = useMessageText();
  const form = useSchemaForm(addForm, { text: "", kind: "topic" });
  const [refused, setRefused] = useState<{ message: string; upgrade: boolean } | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const { errors, submitting } = form;
  const bound = form.text("text");

  async function add(values: z.output<typeof addMemorySchema>) {
    setRefused(null);
    try {
      const { item, message } = await api<{ item: MemoryView; message: string }>("/api/memory", { body: values });
      toast.success(message);
      form.reset();
      onAdded(item);
      input.current?.focus();
    } catch (error) {
      if (showFieldErrors(error, form, () => input.current?.focus())) return;
      if (error instanceof AppError && error.status > 0) {
        setRefused({ message: error.message, upgrade: error.code === "memory_full" });
      } else {
        setRefused({ message: t("addFailed"), upgrade: false });
      }
    }
  }

  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <h2 id="memory-add-title" className="font-semibold">
        {t("addTitle")}
      </h2>
      <Form
        aria-labelledby="memory-add-title"
        noValidate
        onFocus={addForm.preload}
        onSubmit={(event) => void form.handleSubmit(add)(event)}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <Field id="memory-add-text" label={t("addText")} error={text(errors.text)}>
          {(control) => (
            <Input
              {...control}
              {...bound}
              ref={(element) => {
                bound.ref(element);
                input.current = element;
              }}
              maxLength={MEMORY_TEXT_MAX}
              autoComplete="off"
              placeholder={t("addPlaceholder")}
            />
          )}
        </Field>
        <Field id="memory-add-kind" label={t("kind")} error={text(errors.kind)}>
          {(control) => <MemoryKindSelect {...control} {...form.text("kind")} />}
        </Field>
        <SubmitButton disabled={submitting} className="justify-self-start">
          {submitting ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <PlusIcon aria-hidden />}
          {submitting ? t("adding") : t("add")}
        </SubmitButton>
      </Form>
      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {refused.message}{" "}
          {refused.upgrade ? (
            <Link href="/subscription" className="font-medium text-primary underline underline-offset-4">
              {t("upgrade")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
