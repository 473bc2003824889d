"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BellIcon, CalendarCheckIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type { PublicUser } from "@/lib/auth/public-user";
import { api, pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CheckinView, Insights } from "@/lib/checkins/checkin-view";
import { trendSummary } from "@/lib/checkins/summary";
import { dayIn, isoWeekOf } from "@/lib/checkins/weeks";
import { AdviceOfWeeks, WhatHelped } from "./advice-of-weeks";
import { CheckinForm, type SavedCheckin } from "./checkin-form";
import { CheckinTable } from "./checkin-table";
import { trendSentence } from "./trend-sentence";
import { RefreshFailed } from "@/components/app/refresh-failed";

// recharts is large: the chart comes after the page, so its first JavaScript stays small.
const CheckinChart = dynamic(() => import("./checkin-chart").then((module) => module.CheckinChart), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full" />,
});

const CARD_TITLE_ID = "checkin-card-title";
const FORM_ID = "checkin";
const SUMMARY_ID = "trend-summary";

/**
 * The account's time zone: where its day and week begin. An account without one gets the browser's the first
 * time it opens this page (null = UTC until then); `ready` resolves once that is stored, so a check-in sent
 * right away is counted in the same day as the form shows.
 */
function useAccountTimeZone(initial: string | null) {
  const queryClient = useQueryClient();
  const [zone, setZone] = useState(initial);
  const pending = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (initial) return;
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser) return;
    pending.current = api<{ user: PublicUser }>("/api/settings", { method: "PATCH", body: { timeZone: browser } })
      .then(({ user }) => {
        queryClient.setQueryData(queryKeys.user, user);
        setZone(user.timeZone);
      })
      // A zone this server does not know leaves the account on UTC; nothing to tell the person.
      .catch(() => {});
  }, [initial, queryClient]);

  return { zone, ready: () => pending.current };
}

type Props = {
  /** What the server read for this page. */
  initial: Insights;
};

/**
 * /insights: the weekly check-in, the trend of its answers over the weeks (a chart, its table and a summary
 * sentence), the advice asked in those weeks and what helped.
 */
export function InsightsScreen({ initial }: Props) {
  const t = useTranslations("insights");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const key = queryKeys.checkins(initial.from);
  const query = useQuery({
    queryKey: key,
    queryFn: pathQuery<{ checkins: CheckinView[] }>({ on401: "throw" }),
    initialData: { checkins: initial.checkins },
    // Each visit starts from what the server just read; every change refetches.
    staleTime: Infinity,
    gcTime: 0,
  });
  const checkins = query.data?.checkins ?? initial.checkins;
  const { zone, ready } = useAccountTimeZone(initial.timeZone);
  // The server's today until the browser's zone is the account's: the same on both sides of hydration.
  const today = zone === initial.timeZone ? initial.today : dayIn(zone, new Date());
  const thisWeek = checkins.find((checkin) => checkin.week === isoWeekOf(today));
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusTrigger = useRef(false);
  const sentence = trendSentence(trendSummary(checkins), t, format);

  useEffect(() => {
    if (open || !focusTrigger.current) return;
    focusTrigger.current = false;
    trigger.current?.focus();
  }, [open]);

  const setCheckins = (change: (list: CheckinView[]) => CheckinView[]) =>
    queryClient.setQueryData<{ checkins: CheckinView[] } | null>(
      key,
      (data) => data && { checkins: change(data.checkins) },
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  function close() {
    focusTrigger.current = true;
    setOpen(false);
  }

  function saved({ checkin, message }: SavedCheckin) {
    toast.success(message);
    setCheckins((list) =>
      [...list.filter((other) => other.id !== checkin.id && other.week !== checkin.week), checkin].sort((a, b) =>
        a.week.localeCompare(b.week),
      ),
    );
    close();
    void refresh();
  }

  function deleted(id: string) {
    setCheckins((list) => list.filter((checkin) => checkin.id !== id));
    void refresh();
  }

  const dateLabel = (date: string) =>
    format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const empty = checkins.length === 0;
  const weeks = new Set(checkins.map((checkin) => checkin.week));

  return (
    <div className="grid gap-6">
      {query.isError ? (
        <RefreshFailed message={t("refreshFailed")} retryLabel={t("retry")} onRetry={() => void query.refetch()} />
      ) : null}

      <section
        aria-labelledby={CARD_TITLE_ID}
        className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h2 id={CARD_TITLE_ID} className="font-semibold">
              {empty ? t("firstTitle") : t("weeklyTitle")}
            </h2>
            <p className="text-sm text-muted-foreground">
              {empty
                ? t("firstText")
                : thisWeek
                  ? t("doneThisWeek", { date: dateLabel(thisWeek.date) })
                  : t("notYetThisWeek")}
            </p>
            <Link
              href="/settings/reminders"
              className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline underline-offset-4"
            >
              <BellIcon aria-hidden className="size-4" />
              {t("remindMe")}
            </Link>
          </div>
          {open ? null : (
            <Button ref={trigger} aria-expanded={false} aria-controls={FORM_ID} onClick={() => setOpen(true)}>
              <CalendarCheckIcon aria-hidden />
              {thisWeek ? t("checkInAgain") : t("checkIn")}
            </Button>
          )}
        </div>
        {open ? (
          <CheckinForm
            id={FORM_ID}
            labelledBy={CARD_TITLE_ID}
            today={today}
            ready={ready}
            onSaved={saved}
            onCancel={close}
          />
        ) : null}
      </section>

      {empty ? null : (
        <>
          <section
            aria-labelledby="trend-title"
            className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
          >
            <h2 id="trend-title" className="font-semibold">
              {t("trendTitle")}
            </h2>
            <p id={SUMMARY_ID}>{sentence}</p>
            <CheckinChart checkins={checkins} describedBy={SUMMARY_ID} />
          </section>
          <CheckinTable checkins={checkins} onDeleted={deleted} />
          <AdviceOfWeeks
            advice={initial.advice.filter((advice) => weeks.has(advice.week))}
            windowLimited={initial.adviceWindowLimited}
          />
        </>
      )}
      <WhatHelped advice={initial.advice} showEmpty={!empty} />
    </div>
  );
}
