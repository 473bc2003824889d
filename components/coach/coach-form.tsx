"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import type { z } from "zod";
import { CountedTextarea } from "@/components/forms/counted-textarea";
import { Field, useMessageText } from "@/components/forms/field";
import { Form, SubmitButton } from "@/components/forms/form";
import { Input } from "@/components/ui/input";
import { takeCoachHandoff, type CoachHandoff } from "@/lib/client/coach-handoff";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { COACH_LIMITS } from "@/lib/coach/limits";
import type { coachRequestSchema } from "@/lib/coach/schemas";

type Values = { draft: string; want: string; recipient: string };
export type CoachFields = Omit<z.output<typeof coachRequestSchema>, "id">;

// The route's own schema without the id, which the screen adds.
const coachForm = lazySchema<Values, CoachFields>(() =>
  import("@/lib/coach/schemas").then((m) => m.coachRequestSchema.omit({ id: true })),
);

/** The draft, what the person wants from them and who it is for (the partner's nickname unless changed). */
export function CoachForm({
  partner,
  onHandoff,
  busy,
  onSubmit,
}: {
  partner: string;
  /** What the chat composer or an advice request handed over, once it has filled the form. */
  onHandoff: (handoff: CoachHandoff) => void;
  busy: boolean;
  onSubmit: (fields: CoachFields) => void;
}) {
  const t = useTranslations("coach.ask");
  const text = useMessageText();
  const form = useSchemaForm(coachForm, { draft: "", want: "", recipient: partner });
  const { errors, values, reset } = form;

  // Read once and removed, so a reload or another visit starts empty.
  useEffect(() => {
    const handoff = takeCoachHandoff();
    if (!handoff) return;
    reset({ draft: handoff.draft ?? "", want: handoff.want ?? "", recipient: partner });
    onHandoff(handoff);
  }, [partner, reset, onHandoff]);

  return (
    <Form
      onFocus={coachForm.preload}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-labelledby="coach-title"
    >
      <CountedTextarea
        id="coach-draft"
        label={t("draft")}
        placeholder={t("draftPlaceholder")}
        error={text(errors.draft)}
        length={values.draft.length}
        limit={COACH_LIMITS.draft}
        rows={5}
        {...form.text("draft")}
      />
      <CountedTextarea
        id="coach-want"
        label={t("want")}
        placeholder={t("wantPlaceholder")}
        error={text(errors.want)}
        length={values.want.length}
        limit={COACH_LIMITS.want}
        rows={2}
        {...form.text("want")}
      />
      <Field id="coach-recipient" label={t("recipient")} error={text(errors.recipient)}>
        {(control) => <Input {...control} maxLength={COACH_LIMITS.recipient} {...form.text("recipient")} />}
      </Field>
      <SubmitButton disabled={busy} className="justify-self-start">
        {t("submit")}
      </SubmitButton>
    </Form>
  );
}
