"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    // content-start: beside a taller neighbour (a longer hint) the rows keep their height, so controls line up.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Validation messages are i18n keys ("validation.email"); this turns one into text. */
export function useMessageText() {
  const t = useTranslations();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    return t.has(key as never) ? t(key as never) : key;
  };
}
