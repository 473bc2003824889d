"use client";

import { Trash2Icon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Fragment, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import type { CheckinView } from "@/lib/checkins/checkin-view";
import { CHECKIN_QUESTIONS, meanOf } from "@/lib/checkins/questions";
import { AppError } from "@/lib/errors";

const TITLE_ID = "checkins-table-title";

/**
 * The chart's numbers as a table, newest first: each check-in's day, five answers, their mean and its note.
 * A check-in is deleted from here, after a confirmation; the focus then goes to the table's heading.
 */
export function CheckinTable({ checkins, onDeleted }: { checkins: CheckinView[]; onDeleted: (id: string) => void }) {
  const t = useTranslations("insights");
  const format = useFormatter();
  const [deleting, setDeleting] = useState<CheckinView | null>(null);
  const [busy, setBusy] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes when the dialog closes: its button, or the heading once the row is gone. */
  const afterDelete = useRef<HTMLElement | null>(null);
  const newestFirst = [...checkins].reverse();

  const day = (date: string, style: "short" | "long") =>
    format.dateTime(
      new Date(`${date}T00:00:00Z`),
      style === "short"
        ? { month: "numeric", day: "numeric", timeZone: "UTC" }
        : { dateStyle: "medium", timeZone: "UTC" },
    );

  async function remove(checkin: CheckinView) {
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(`/api/checkins/${checkin.id}`, { method: "DELETE" });
      toast.success(message);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) {
        toast.error(t("deleteFailed"), {
          description: error instanceof AppError && error.status > 0 ? error.message : undefined,
        });
        setBusy(false);
        return;
      }
    }
    afterDelete.current = document.getElementById(TITLE_ID);
    setBusy(false);
    setDeleting(null);
    onDeleted(checkin.id);
  }

  return (
    <section aria-labelledby={TITLE_ID} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={TITLE_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t("tableTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("tableIntro")}</p>
      </div>
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead>
          <tr className="border-b text-xs text-muted-foreground">
            <th scope="col" className="px-1 py-2 text-left font-medium">
              {t("columns.date")}
            </th>
            {CHECKIN_QUESTIONS.map((question) => (
              <th key={question} scope="col" className="px-1 py-2 text-right font-medium">
                {t(`columns.${question}`)}
              </th>
            ))}
            <th scope="col" className="px-1 py-2 text-right font-medium">
              {t("columns.mean")}
            </th>
            <th scope="col" className="py-2 pl-1">
              <span className="sr-only">{t("columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((checkin) => (
            <Fragment key={checkin.id}>
              <tr className={checkin.note ? undefined : "border-b"}>
                <th scope="row" className="px-1 py-1 text-left font-medium whitespace-nowrap">
                  <time dateTime={checkin.date}>
                    <span aria-hidden>{day(checkin.date, "short")}</span>
                    <span className="sr-only">{day(checkin.date, "long")}</span>
                  </time>
                </th>
                {CHECKIN_QUESTIONS.map((question) => (
                  <td key={question} className="px-1 py-1 text-right">
                    {checkin.answers[question]}
                  </td>
                ))}
                <td className="px-1 py-1 text-right font-semibold">
                  {format.number(meanOf(checkin.answers), { maximumFractionDigits: 1 })}
                </td>
                <td className="py-1 pl-1 text-right">
                  <Button
                    ref={(element) => {
                      if (element) buttons.current.set(checkin.id, element);
                      else buttons.current.delete(checkin.id);
                    }}
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("deleteLabel", { date: day(checkin.date, "long") })}
                    aria-haspopup="dialog"
                    disabled={busy && deleting?.id === checkin.id}
                    onClick={() => {
                      afterDelete.current = buttons.current.get(checkin.id) ?? null;
                      setDeleting(checkin);
                    }}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </td>
              </tr>
              {checkin.note ? (
                <tr className="border-b">
                  <td
                    colSpan={CHECKIN_QUESTIONS.length + 3}
                    className="px-1 pb-2 text-xs wrap-anywhere text-muted-foreground"
                  >
                    <span className="sr-only">{t("noteLabel")} </span>“{checkin.note}”
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        returnFocus={afterDelete}
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { date: day(deleting.date, "long") }) : ""}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
