"use client";

import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Form, SubmitButton } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";
import { MEMORY_TEXT_MAX } from "@/lib/memory/kinds";
import type { editMemorySchema } from "@/lib/memory/memory-schema";
import type { MemoryView } from "@/lib/memory/memory-view";
import { MemoryKindSelect } from "./memory-kind-select";
import { showFieldErrors } from "./field-errors";

type Values = { text: string; kind: string };

const editForm = lazySchema<Values, z.output<typeof editMemorySchema>>(() =>
  import("@/lib/memory/memory-schema").then((m) => m.editMemorySchema),
);

/**
 * One remembered line, edited in place: its text and its kind. `onDone` gets the saved item, or null when
 * nothing was saved (Cancel, Escape, no change, or the item is gone).
 */
export function MemoryEditForm({ item, onDone }: { item: MemoryView; onDone: (saved: MemoryView | null) => void }) {
  const t = useTranslations("memory");
  const text = useMessageText();
  const queryClient = useQueryClient();
  const form = useSchemaForm(editForm, { text: item.text, kind: item.kind });
  const input = useRef<HTMLTextAreaElement | null>(null);
  const { errors, submitting } = form;
  const bound = form.text("text");
  const id = `memory-${item.id}-edit`;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function save(values: z.output<typeof editMemorySchema>) {
    const change = {
      ...(values.text !== item.text ? { text: values.text } : {}),
      ...(values.kind !== item.kind ? { kind: values.kind } : {}),
    };
    if (Object.keys(change).length === 0) return onDone(null);
    try {
      const saved = await api<{ item: MemoryView; message: string }>(`/api/memory/${item.id}`, {
        method: "PATCH",
        body: change,
      });
      toast.success(saved.message);
      onDone(saved.item);
    } catch (error) {
      if (showFieldErrors(error, form, () => input.current?.focus())) return;
      toast.error(t("saveFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : undefined,
      });
      if (error instanceof AppError && error.code === "not_found") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.memory });
        onDone(null);
      }
    }
  }

  return (
    <Form
      aria-label={t("edit")}
      noValidate
      onFocus={editForm.preload}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !submitting) {
          event.preventDefault();
          onDone(null);
        }
      }}
      className="grid gap-3"
    >
      <Field id={`${id}-text`} label={t("editText")} error={text(errors.text)}>
        {(control) => (
          <Textarea
            {...control}
            {...bound}
            ref={(element) => {
              bound.ref(element);
              input.current = element;
            }}
            rows={1}
            maxLength={MEMORY_TEXT_MAX}
            // One line, shown whole however long: Enter saves, as in a text field (not while composing).
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            className="min-h-9 py-1.5 [overflow-wrap:anywhere]"
          />
        )}
      </Field>
      <Field id={`${id}-kind`} label={t("kind")} error={text(errors.kind)}>
        {(control) => <MemoryKindSelect {...control} {...form.text("kind")} className="justify-self-start" />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" disabled={submitting}>
          {submitting ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          {submitting ? t("saving") : t("save")}
        </SubmitButton>
        <Button type="button" variant="outline" size="sm" disabled={submitting} onClick={() => onDone(null)}>
          {t("cancel")}
        </Button>
      </div>
    </Form>
  );
}
