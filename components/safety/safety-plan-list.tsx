"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { DraftRow } from "@/lib/safety/safety-plan-draft";
import { PLAN_LINE_MAX, PLAN_LINES_MAX, type SafetyPlanSection } from "@/lib/safety/safety-plan-sections";

/**
 * One list of the plan: its heading and prompt, a text box per line with its Remove button, and "Add a line".
 * Every control names its list and line, so each is clear on its own to a screen reader.
 */
export function SafetyPlanList({
  section,
  rows,
  errors,
  note,
  onChange,
  onAdd,
  onRemove,
  lineRef,
  addRef,
}: {
  section: SafetyPlanSection;
  rows: DraftRow[];
  errors: Record<string, string>;
  /** Said under the prompt (the professionals' list: where its first lines came from). */
  note?: ReactNode;
  onChange: (id: string, text: string) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
  lineRef: (id: string, element: HTMLTextAreaElement | null) => void;
  addRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useTranslations("safetyPlan");
  const name = t(`sections.${section}.title`);
  const id = `plan-${section}`;
  const full = rows.length >= PLAN_LINES_MAX;
  const listError = errors[section];

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold">
          {name}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(`sections.${section}.hint`)}
        </p>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {rows.length > 0 ? (
        <ul aria-labelledby={`${id}-title`} className="grid gap-2">
          {rows.map((row, index) => {
            const error = errors[row.id];
            return (
              <li key={row.id} className="grid gap-1">
                <div className="flex items-start gap-2">
                  <Textarea
                    ref={(element) => lineRef(row.id, element)}
                    rows={1}
                    maxLength={PLAN_LINE_MAX}
                    value={row.text}
                    onChange={(event) => onChange(row.id, event.target.value)}
                    aria-label={t("lineLabel", { section: name, number: index + 1 })}
                    aria-describedby={[`${id}-hint`, error ? `${row.id}-error` : null].filter(Boolean).join(" ")}
                    aria-invalid={Boolean(error)}
                    placeholder={index === 0 ? t(`sections.${section}.placeholder`) : undefined}
                    className="min-h-9 min-w-0 flex-1 py-1.5 [overflow-wrap:anywhere]"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => onRemove(row.id)}
                    aria-label={t("removeLine", { section: name, number: index + 1 })}
                  >
                    <XIcon aria-hidden />
                  </Button>
                </div>
                {error ? (
                  <p id={`${row.id}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={onAdd}
          aria-label={t("addLineTo", { section: name })}
        >
          <PlusIcon aria-hidden />
          {t("addLine")}
        </Button>
        {full ? (
          <span className="text-sm text-muted-foreground">{t("linesLimit", { max: PLAN_LINES_MAX })}</span>
        ) : null}
      </div>
    </section>
  );
}
