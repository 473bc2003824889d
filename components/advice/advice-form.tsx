"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { Form, SubmitButton } from "@/components/forms/form";
import { useMessageText } from "@/components/forms/field";
import { ADVICE_LIMITS } from "@/lib/advice/limits";
import type { adviceFieldsSchema } from "@/lib/advice/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { CountedTextarea } from "@/components/forms/counted-textarea";

type Input = { situation: string; action: string; reaction: string };
export type AdviceFields = z.output<typeof adviceFieldsSchema>;

const adviceForm = lazySchema<Input, AdviceFields>(() =>
  import("@/lib/advice/schemas").then((m) => m.adviceFieldsSchema),
);

/** Local storage key of the ask form's draft, kept until the request is sent. */
export const ADVICE_DRAFT_KEY = "adviceDraft";
const EMPTY: Input = { situation: "", action: "", reaction: "" };

function readDraft(): Input | undefined {
  try {
    const draft = JSON.parse(window.localStorage.getItem(ADVICE_DRAFT_KEY) ?? "null") as Partial<Input> | null;
    return draft ? { ...EMPTY, ...draft } : undefined;
  } catch {
    return undefined;
  }
}

/** The three fields of an advice request, validated by the schema the server uses. */
export function AdviceForm({ busy, onSubmit }: { busy: boolean; onSubmit: (fields: AdviceFields) => void }) {
  const t = useTranslations("advice.ask");
  const text = useMessageText();
  const form = useSchemaForm(adviceForm, EMPTY);
  const { errors, values, reset } = form;

  useEffect(() => {
    const draft = readDraft();
    if (draft) reset(draft);
  }, [reset]);

  // The first run sees the empty defaults, before the draft is restored: it must not overwrite the draft.
  const restoring = useRef(true);
  useEffect(() => {
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    try {
      window.localStorage.setItem(ADVICE_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // Without storage the draft simply is not kept.
    }
  }, [values]);

  return (
    <Form
      onFocus={adviceForm.preload}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-labelledby="ask-title"
    >
      <CountedTextarea
        id="advice-situation"
        label={t("situation")}
        placeholder={t("situationPlaceholder")}
        error={text(errors.situation)}
        length={values.situation.length}
        limit={ADVICE_LIMITS.situation}
        rows={4}
        {...form.text("situation")}
      />
      <CountedTextarea
        id="advice-action"
        label={t("action")}
        placeholder={t("actionPlaceholder")}
        error={text(errors.action)}
        length={values.action.length}
        limit={ADVICE_LIMITS.action}
        rows={3}
        {...form.text("action")}
      />
      <CountedTextarea
        id="advice-reaction"
        label={t("reaction")}
        placeholder={t("reactionPlaceholder")}
        error={text(errors.reaction)}
        length={values.reaction.length}
        limit={ADVICE_LIMITS.reaction}
        rows={3}
        {...form.text("reaction")}
      />
      <p className="text-xs text-muted-foreground">{t("draftNote")}</p>
      <SubmitButton disabled={busy} className="justify-self-start">
        {t("submit")}
      </SubmitButton>
    </Form>
  );
}
