"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Field } from "@/components/forms/field";
import { Textarea } from "@/components/ui/textarea";

/** A labelled text area with its error and a live character count against its limit. */
export function CountedTextarea({
  id,
  label,
  error,
  length,
  limit,
  ...props
}: Omit<ComponentProps<typeof Textarea>, "id" | "maxLength"> & {
  id: string;
  label: string;
  error?: string;
  length: number;
  limit: number;
}) {
  const t = useTranslations("common");
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={
        <span className={length >= limit ? "text-destructive" : undefined}>
          {t("characterCount", { count: length, max: limit })}
        </span>
      }
    >
      {(control) => <Textarea {...control} {...props} maxLength={limit} className="min-h-20" />}
    </Field>
  );
}
