"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { ADVICE_LIMITS, adviceFieldsSchema } from "@/lib/advice/schemas";
import { CountedTextarea } from "./counted-textarea";

type Input = z.input<typeof adviceFieldsSchema>;
export type AdviceFields = z.output<typeof adviceFieldsSchema>;

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
  const form = useForm<Input, unknown, AdviceFields>({
    resolver: zodResolver(adviceFieldsSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  useEffect(() => {
    const draft = readDraft();
    if (draft) form.reset(draft);
  }, [form]);

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
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-labelledby="ask-title">
      <CountedTextarea
        id="advice-situation"
        label={t("situation")}
        placeholder={t("situationPlaceholder")}
        error={text(errors.situation?.message)}
        length={values.situation?.length ?? 0}
        limit={ADVICE_LIMITS.situation}
        rows={4}
        {...form.register("situation")}
      />
      <CountedTextarea
        id="advice-action"
        label={t("action")}
        placeholder={t("actionPlaceholder")}
        error={text(errors.action?.message)}
        length={values.action?.length ?? 0}
        limit={ADVICE_LIMITS.action}
        rows={3}
        {...form.register("action")}
      />
      <CountedTextarea
        id="advice-reaction"
        label={t("reaction")}
        placeholder={t("reactionPlaceholder")}
        error={text(errors.reaction?.message)}
        length={values.reaction?.length ?? 0}
        limit={ADVICE_LIMITS.reaction}
        rows={3}
        {...form.register("reaction")}
      />
      <p className="text-xs text-muted-foreground">{t("draftNote")}</p>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {t("submit")}
      </Button>
    </form>
  );
}
