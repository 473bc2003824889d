"use client";

import { ThumbsUpIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { InsightAdvice } from "@/lib/checkins/checkin-view";
import { mondayOf } from "@/lib/checkins/weeks";

const ADVICE_TITLE_ID = "advice-weeks-title";
const HELPED_TITLE_ID = "what-helped-title";

/** The advice requests asked in the weeks that have a check-in, newest week first, each linking to its answer. */
export function AdviceOfWeeks({ advice, windowLimited }: { advice: InsightAdvice[]; windowLimited: boolean }) {
  const t = useTranslations("insights");
  const format = useFormatter();
  const weeks = [...new Set(advice.map((request) => request.week))].sort().reverse();
  const weekLabel = (week: string) =>
    t("weekOf", {
      date: format.dateTime(new Date(`${mondayOf(week)}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }),
    });

  return (
    <section aria-labelledby={ADVICE_TITLE_ID} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={ADVICE_TITLE_ID} className="text-lg font-semibold">
          {t("adviceTitle")}
        </h2>
        {windowLimited ? <p className="text-sm text-muted-foreground">{t("adviceWindow")}</p> : null}
      </div>
      {weeks.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t("adviceNone")}</p>
      ) : (
        weeks.map((week) => (
          <section key={week} aria-labelledby={`advice-week-${week}`} className="grid gap-2">
            <h3 id={`advice-week-${week}`} className="text-sm font-medium text-muted-foreground">
              {weekLabel(week)}
            </h3>
            <ul className="grid gap-2">
              {advice
                .filter((request) => request.week === week)
                .map((request) => (
                  <li key={request.id}>
                    <Link
                      href={`/advice/${request.id}`}
                      className="block rounded-lg border p-3 wrap-anywhere transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {request.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

/**
 * "What helped": advice the person marked helpful, and what they wrote of how it went when they tried it
 * (not what they marked unhelpful). Only their own marks and words: nothing is inferred.
 */
export function WhatHelped({ advice, showEmpty }: { advice: InsightAdvice[]; showEmpty: boolean }) {
  const t = useTranslations("insights");
  const helped = advice.filter(
    (request) => request.helpful === true || (request.followUp && request.helpful !== false),
  );
  if (helped.length === 0 && !showEmpty) return null;

  return (
    <section aria-labelledby={HELPED_TITLE_ID} className="grid gap-3">
      <h2 id={HELPED_TITLE_ID} className="text-lg font-semibold">
        {t("helpedTitle")}
      </h2>
      {helped.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t("helpedNone")}</p>
      ) : (
        <ul className="grid gap-2">
          {helped.map((request) => (
            <li key={request.id} className="grid gap-2 rounded-lg border p-3">
              <Link
                href={`/advice/${request.id}`}
                className="font-medium wrap-anywhere text-primary underline underline-offset-4"
              >
                {request.title}
              </Link>
              {request.helpful ? (
                <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <ThumbsUpIcon aria-hidden className="size-3.5" />
                  {t("markedHelpful")}
                </p>
              ) : null}
              {request.followUp ? (
                <p className="text-sm wrap-anywhere whitespace-pre-line">
                  <span className="font-medium">{t("howItWent")}</span> “{request.followUp}”
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
