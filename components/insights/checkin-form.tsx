"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Field, useMessageText } from "@/components/forms/field";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Form, SubmitButton } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import type { CheckinView } from "@/lib/checkins/checkin-view";
import {
  CHECKIN_DAYS_BACK,
  CHECKIN_NOTE_MAX,
  CHECKIN_QUESTIONS,
  CHECKIN_SCALE,
  type CheckinAnswers,
  type CheckinQuestion,
} from "@/lib/checkins/questions";
import { addDays, mondayOf } from "@/lib/checkins/weeks";
import { AppError } from "@/lib/errors";

const SCALE = Array.from({ length: CHECKIN_SCALE.max - CHECKIN_SCALE.min + 1 }, (_, i) => CHECKIN_SCALE.min + i);

export type SavedCheckin = { checkin: CheckinView; replaced: boolean; message: string };

type Props = {
  id: string;
  /** The heading that names the form (the check-in card's). */
  labelledBy: string;
  /** The person's today, `YYYY-MM-DD`: the default day, and the last one allowed. */
  today: string;
  /** Resolves once the account's time zone is stored (set at first use), so the server counts the same today. */
  ready: () => Promise<void>;
  onSaved: (saved: SavedCheckin) => void;
  onCancel: () => void;
};

/** Where a server's field error belongs: `answers.closeness` to its question, `date` and `note` to theirs. */
function fieldOf(path: string): CheckinQuestion | "date" | "note" | null {
  const field = path.replace(/^answers\./, "");
  if ((CHECKIN_QUESTIONS as readonly string[]).includes(field)) return field as CheckinQuestion;
  return field === "date" || field === "note" ? field : null;
}

/**
 * The weekly check-in: five questions on a 0–6 scale (higher is better), one optional sentence and the day.
 * A second one in the same week is sent again with `replace` only after the person says so.
 */
export function CheckinForm({ id, labelledBy, today, ready, onSaved, onCancel }: Props) {
  const t = useTranslations("insights");
  const message = useMessageText();
  const format = useFormatter();
  const [answers, setAnswers] = useState<Partial<CheckinAnswers>>({});
  const [note, setNote] = useState("");
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<CheckinQuestion | "date" | "note", string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ week: string } | null>(null);
  const first = useRef<HTMLFieldSetElement>(null);
  const submit = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.querySelector("input")?.focus();
  }, []);

  const weekOf = (week: string) =>
    format.dateTime(new Date(`${mondayOf(week)}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });

  function showErrors(found: typeof errors) {
    setErrors(found);
    const firstField = [...CHECKIN_QUESTIONS, "date", "note"].find((field) => field in found);
    if (!firstField) return;
    const element = document.getElementById(`${id}-${firstField}`);
    (element?.querySelector("input") ?? element)?.focus();
  }

  async function send(replace: boolean) {
    setFailed(null);
    setBusy(true);
    try {
      await ready();
      const saved = await api<SavedCheckin>("/api/checkins", {
        body: { answers, note: note.trim() || undefined, date, replace },
      });
      setAsking(null);
      onSaved(saved);
    } catch (error) {
      if (error instanceof AppError && error.code === "checkin_exists") {
        setAsking({ week: String(error.fields.week) });
      } else if (error instanceof AppError && error.code === "invalid_input") {
        setAsking(null);
        const fields = (error.fields.fieldErrors ?? {}) as Record<string, string>;
        const found: typeof errors = {};
        for (const [path, text] of Object.entries(fields)) {
          const field = fieldOf(path);
          if (field) found[field] ??= text;
        }
        if (Object.keys(found).length > 0) showErrors(found);
        else setFailed(error.message);
      } else {
        setAsking(null);
        setFailed(error instanceof AppError && error.status > 0 ? error.message : t("saveFailed"));
      }
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: typeof errors = {};
    for (const question of CHECKIN_QUESTIONS)
      if (answers[question] === undefined) missing[question] = t("answerRequired");
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    setErrors({});
    void send(false);
  }

  return (
    <>
      <Form
        id={id}
        aria-labelledby={labelledBy}
        aria-describedby={`${id}-intro`}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5"
      >
        <p id={`${id}-intro`} className="text-sm text-muted-foreground">
          {t("formIntro")}
        </p>
        {CHECKIN_QUESTIONS.map((question, index) => {
          const error = errors[question];
          const describedBy = [
            `${id}-${question}-scale`,
            question === "conflict" ? `${id}-conflict-hint` : null,
            error ? `${id}-${question}-error` : null,
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <fieldset
              key={question}
              id={`${id}-${question}`}
              ref={index === 0 ? first : undefined}
              aria-describedby={describedBy}
              className="grid gap-2"
            >
              <legend className="mb-2 text-sm font-medium">{t(`questions.${question}`)}</legend>
              {question === "conflict" ? (
                <p id={`${id}-conflict-hint`} className="text-xs text-muted-foreground">
                  {t("conflictHint")}
                </p>
              ) : null}
              <div className="grid max-w-sm grid-cols-7 gap-1">
                {SCALE.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer flex-col items-center gap-1 rounded-md py-1 text-sm tabular-nums has-checked:bg-accent has-checked:font-semibold has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                  >
                    <input
                      type="radio"
                      name={`${id}-${question}`}
                      value={value}
                      checked={answers[question] === value}
                      onChange={() => {
                        setAnswers((current) => ({ ...current, [question]: value }));
                        setErrors((current) => {
                          const rest = { ...current };
                          delete rest[question];
                          return rest;
                        });
                      }}
                      className="size-4 accent-primary"
                    />
                    {value}
                  </label>
                ))}
              </div>
              <p
                id={`${id}-${question}-scale`}
                className="flex max-w-sm justify-between gap-4 text-xs text-muted-foreground"
              >
                <span>{t("scaleLow", { label: t(`scale.${question}.low`) })}</span>
                <span className="text-right">{t("scaleHigh", { label: t(`scale.${question}.high`) })}</span>
              </p>
              {error ? (
                <p id={`${id}-${question}-error`} role="alert" className="text-sm text-destructive">
                  {message(error)}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <Field id={`${id}-note`} label={t("note")} error={message(errors.note)}>
            {(control) => (
              <Input
                {...control}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={CHECKIN_NOTE_MAX}
                autoComplete="off"
                placeholder={t("notePlaceholder")}
              />
            )}
          </Field>
          <Field id={`${id}-date`} label={t("date")} hint={t("dateHint")} error={message(errors.date)}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={date}
                min={addDays(today, -CHECKIN_DAYS_BACK)}
                max={today}
                required
                onChange={(event) => setDate(event.target.value)}
                className="sm:w-44"
              />
            )}
          </Field>
        </div>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {failed}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton ref={submit} disabled={busy}>
            {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
            {busy ? t("saving") : t("save")}
          </SubmitButton>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t("cancel")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        returnFocus={submit}
        title={t("replaceTitle")}
        description={asking ? t("replaceDescription", { date: weekOf(asking.week) }) : ""}
        confirmLabel={t("replace")}
        cancelLabel={t("keepEarlier")}
        busy={busy}
        onConfirm={() => void send(true)}
      />
    </>
  );
}
