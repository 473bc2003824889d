"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, PrinterIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useMessageText } from "@/components/forms/field";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Form, SubmitButton } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { HelpCountry } from "@/lib/safety/help-card";
import { prefilledProfessionals } from "@/lib/safety/safety-plan-contacts";
import {
  draftFrom,
  draftRow,
  isEmptyPlan,
  linesOf,
  placeErrors,
  sameLines,
  type Draft,
} from "@/lib/safety/safety-plan-draft";
import {
  SAFETY_PLAN_SECTIONS,
  type SafetyPlanLines,
  type SafetyPlanSection,
  type SafetyPlanView,
} from "@/lib/safety/safety-plan-sections";
import { SafetyPlanList } from "./safety-plan-list";
import { SafetyPlanPrint } from "./safety-plan-print";
import { useHelpCountry } from "./use-help-country";

type PlanAnswer = { plan: SafetyPlanView | null };

const NO_LINES: SafetyPlanLines = { warningSigns: [], coping: [], people: [], professionals: [], safer: [] };

type Props = {
  suggestedCountry: HelpCountry;
  /** The id of the page's heading: it names the form, and takes the focus after a delete. */
  titleId: string;
};

/** The safety plan screen's form: loads the person's plan, or starts one, and saves, prints and deletes it. */
export function SafetyPlanEditor({ suggestedCountry, titleId }: Props) {
  const t = useTranslations("safetyPlan");
  const query = useQuery({ queryKey: queryKeys.safetyPlan, queryFn: pathQuery<PlanAnswer>({ on401: "throw" }) });

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t("loading")}</span>
        {SAFETY_PLAN_SECTIONS.map((section) => (
          <Skeleton key={section} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{t("loadFailed")}</p>
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return <PlanForm saved={query.data.plan} suggestedCountry={suggestedCountry} titleId={titleId} />;
}

function PlanForm({ saved, suggestedCountry, titleId }: Props & { saved: SafetyPlanView | null }) {
  const t = useTranslations("safetyPlan");
  const message = useMessageText();
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  // The help card's country: the one the person picked on a card, else the server's guess.
  const [country] = useHelpCountry(suggestedCountry);
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);

  const startingLines = (): SafetyPlanLines => ({
    ...NO_LINES,
    professionals: prefilledProfessionals(country, locale, {
      emergency: (number) => t("emergencyLine", { number }),
      service: (name, contact) => t("serviceLine", { name, contact }),
    }),
  });

  const [savedPlan, setSavedPlan] = useState(saved);
  const [prefilledFrom, setPrefilledFrom] = useState<HelpCountry | null>(saved ? null : country);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(saved ?? startingLines()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"save" | "delete" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lines = useRef(new Map<string, HTMLTextAreaElement>());
  const addButtons = useRef(new Map<SafetyPlanSection, HTMLButtonElement>());
  /** What takes the focus once the next render is on screen: a line (its id) or a list's Add button. */
  const focusNext = useRef<{ line: string } | { add: SafetyPlanSection } | null>(null);
  const afterConfirm = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    ("line" in next ? lines.current.get(next.line) : addButtons.current.get(next.add))?.focus();
  });

  const { lines: current, rowIds } = linesOf(draft);
  const changed = !sameLines(current, savedPlan ?? NO_LINES);
  const savedAt = savedPlan
    ? format.dateTime(new Date(savedPlan.updatedAt), { dateStyle: "medium", timeStyle: "short" })
    : null;

  function edit(section: SafetyPlanSection, rows: Draft[SafetyPlanSection]) {
    setDraft((previous) => ({ ...previous, [section]: rows }));
  }

  function add(section: SafetyPlanSection) {
    const row = draftRow();
    focusNext.current = { line: row.id };
    edit(section, [...draft[section], row]);
  }

  /** Focus moves to the line that takes the removed one's place, else the one before, else "Add a line". */
  function remove(section: SafetyPlanSection, id: string) {
    const rows = draft[section];
    const index = rows.findIndex((row) => row.id === id);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { line: neighbour.id } : { add: section };
    edit(
      section,
      rows.filter((row) => row.id !== id),
    );
  }

  function showErrors(found: [path: readonly PropertyKey[], text: string][]) {
    const placed = placeErrors(found, rowIds);
    setErrors({ plan: t("fixLines"), ...placed });
    const first = SAFETY_PLAN_SECTIONS.flatMap((section) => draft[section]).find((row) => placed[row.id]);
    if (first) lines.current.get(first.id)?.focus();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const { safetyPlanSchema } = await import("@/lib/safety/safety-plan-schema");
    const checked = safetyPlanSchema.safeParse(current);
    if (!checked.success) {
      showErrors(checked.error.issues.map((issue) => [issue.path, message(issue.message) ?? issue.message]));
      return;
    }
    setBusy("save");
    try {
      const { plan } = await api<{ plan: SafetyPlanView }>("/api/safety-plan", { method: "PUT", body: checked.data });
      queryClient.setQueryData<PlanAnswer>(queryKeys.safetyPlan, { plan });
      setSavedPlan(plan);
      setDraft(draftFrom(plan));
      setPrefilledFrom(null);
      toast.success(t("saved"));
    } catch (error) {
      const fieldErrors = error instanceof AppError ? error.fields.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === "object") {
        showErrors(Object.entries(fieldErrors).map(([key, text]) => [key === "_" ? [] : key.split("."), String(text)]));
      } else {
        setErrors({ plan: error instanceof AppError && error.status > 0 ? error.message : t("saveFailed") });
      }
    } finally {
      setBusy(null);
    }
  }

  async function deletePlan() {
    setBusy("delete");
    try {
      await api("/api/safety-plan", { method: "DELETE" });
      queryClient.setQueryData<PlanAnswer>(queryKeys.safetyPlan, { plan: null });
      setSavedPlan(null);
      setDraft(draftFrom(startingLines()));
      setPrefilledFrom(country);
      setErrors({});
      afterConfirm.current = document.getElementById(titleId);
      setConfirming(false);
      toast.success(t("deleted"));
    } catch (error) {
      toast.error(t("deleteFailed"), { description: error instanceof AppError ? error.message : undefined });
    } finally {
      setBusy(null);
    }
  }

  const countryName = prefilledFrom && prefilledFrom !== "INTL" ? regionNames.of(prefilledFrom) : null;

  return (
    <Form aria-labelledby={titleId} noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
      {savedPlan ? null : <p className="rounded-lg border border-dashed p-3 text-sm">{t("empty")}</p>}
      {SAFETY_PLAN_SECTIONS.map((section) => (
        <SafetyPlanList
          key={section}
          section={section}
          rows={draft[section]}
          errors={errors}
          note={
            section === "professionals" && prefilledFrom
              ? countryName
                ? t("prefilled", { country: countryName })
                : t("prefilledInternational")
              : undefined
          }
          onChange={(id, text) =>
            edit(
              section,
              draft[section].map((row) => (row.id === id ? { ...row, text } : row)),
            )
          }
          onAdd={() => add(section)}
          onRemove={(id) => remove(section, id)}
          lineRef={(id, element) => {
            if (element) lines.current.set(id, element);
            else lines.current.delete(id);
          }}
          addRef={(element) => {
            if (element) addButtons.current.set(section, element);
            else addButtons.current.delete(section);
          }}
        />
      ))}
      <div className="grid gap-3">
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {savedPlan ? (changed ? t("unsaved") : t("savedAt", { date: savedAt! })) : null}
        </p>
        {errors.plan ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.plan}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton disabled={busy !== null}>
            {busy === "save" ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <SaveIcon aria-hidden />}
            {busy === "save" ? t("saving") : t("save")}
          </SubmitButton>
          {isEmptyPlan(current) ? null : (
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <PrinterIcon aria-hidden />
              {t("print")}
            </Button>
          )}
          {savedPlan ? (
            <ConfirmDialog
              trigger={
                <Button
                  ref={(element) => {
                    if (element) afterConfirm.current = element;
                  }}
                  type="button"
                  variant="destructive"
                  disabled={busy !== null}
                >
                  <Trash2Icon aria-hidden />
                  {t("delete")}
                </Button>
              }
              open={confirming}
              onOpenChange={setConfirming}
              returnFocus={afterConfirm}
              title={t("deleteConfirmTitle")}
              description={t("deleteConfirmDescription")}
              confirmLabel={t("deleteConfirm")}
              cancelLabel={t("cancel")}
              busy={busy === "delete"}
              onConfirm={() => void deletePlan()}
            />
          ) : null}
        </div>
      </div>
      <SafetyPlanPrint lines={current} date={changed ? null : savedAt} />
    </Form>
  );
}
