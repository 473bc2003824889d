"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartTooltip, type ChartConfig } from "@/components/ui/chart";
import { Button } from "@/components/ui/button";
import { pathQuery } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { DashboardMetrics } from "@/lib/admin/metrics";
import { formatPrice } from "@/lib/billing/plans";
import { QueryState } from "./query-state";

const PERIODS = [30, 90] as const;

/** Metric cards, the two charts and the safety check's counts for the last 30 or 90 days. */
export function OverviewTab() {
  const t = useTranslations("admin");
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const query = useQuery({
    queryKey: queryKeys.adminMetrics(days),
    queryFn: pathQuery<DashboardMetrics>({ on401: "throw" }),
  });
  return (
    <div className="grid gap-6">
      <div role="group" aria-label={t("period")} className="flex gap-2">
        {PERIODS.map((period) => (
          <Button
            key={period}
            type="button"
            size="sm"
            variant={period === days ? "default" : "outline"}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            {t("days", { days: period })}
          </Button>
        ))}
      </div>
      <QueryState query={query}>{(metrics) => (metrics ? <Overview metrics={metrics} /> : null)}</QueryState>
    </div>
  );
}

function Overview({ metrics }: { metrics: DashboardMetrics }) {
  const t = useTranslations("admin");
  const locale = useLocale();
  const format = useFormatter();
  const sum = (key: "signups" | "messages") => metrics.series.reduce((total, day) => total + day[key], 0);
  const proTotal = metrics.proBySource.subscription + metrics.proBySource.granted + metrics.proBySource.lifetime;
  const cards = [
    { label: t("cards.signups"), value: format.number(sum("signups")) },
    { label: t("cards.messages"), value: format.number(sum("messages")) },
    { label: t("cards.dau"), value: format.number(metrics.activeUsers.dau) },
    { label: t("cards.wau"), value: format.number(metrics.activeUsers.wau) },
    { label: t("cards.pro"), value: format.number(proTotal), detail: t("cards.proDetail", metrics.proBySource) },
    {
      label: t("cards.mrr"),
      value: formatPrice(metrics.mrrCents, locale),
      detail: t("cards.mrrDetail", { count: metrics.activeSubscriptions }),
    },
    {
      label: t("cards.conversion"),
      value: metrics.trials.trials
        ? format.number(metrics.trials.converted / metrics.trials.trials, { style: "percent" })
        : "—",
      detail: metrics.trials.trials ? t("cards.conversionDetail", metrics.trials) : t("cards.noTrials"),
    },
    {
      label: t("cards.redeemed"),
      value: format.number(metrics.redeem.inPeriod),
      detail: t("cards.redeemedDetail", { active: metrics.redeem.active }),
    },
  ];
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });
  const activity: ChartConfig = {
    messages: { label: t("series.messages"), color: "var(--chart-1)" },
    activeUsers: { label: t("series.activeUsers"), color: "var(--chart-2)" },
    signups: { label: t("series.signups"), color: "var(--chart-3)" },
  };
  const mix: ChartConfig = {
    free: { label: t("series.free"), color: "var(--chart-2)" },
    subscription: { label: t("series.subscription"), color: "var(--chart-1)" },
    granted: { label: t("series.granted"), color: "var(--chart-4)" },
    lifetime: { label: t("series.lifetime"), color: "var(--chart-5)" },
  };

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="grid content-start gap-1 rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{card.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{card.value}</dd>
            {card.detail ? <dd className="text-xs text-muted-foreground">{card.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <section aria-labelledby="chart-activity" className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id="chart-activity" className="font-medium">
          {t("charts.activity")}
        </h2>
        <ChartContainer config={activity} label={t("charts.activityLabel", { days: metrics.days })}>
          <LineChart data={metrics.series} margin={{ left: 0, right: 12, top: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} tickLine={false} axisLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
            <ChartTooltip labelFormatter={(day) => dayLabel(String(day))} />
            <ChartLegend />
            {/* Daily counts, drawn as steps that change halfway between two days: each day's value spans its own
                day, and nothing is drawn on a day without activity (a smoothed curve climbs through the day before). */}
            {Object.entries(activity).map(([key, { label }]) => (
              <Line
                key={key}
                dataKey={key}
                name={label}
                type="step"
                stroke={`var(--color-${key})`}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ChartContainer>
      </section>
      <section aria-labelledby="chart-mix" className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id="chart-mix" className="font-medium">
          {t("charts.planMix")}
        </h2>
        <ChartContainer config={mix} label={t("charts.planMixLabel", { days: metrics.days })}>
          <BarChart data={metrics.series} margin={{ left: 0, right: 12, top: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} tickLine={false} axisLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
            <ChartTooltip labelFormatter={(day) => dayLabel(String(day))} />
            <ChartLegend />
            {Object.entries(mix).map(([key, { label }]) => (
              <Bar
                key={key}
                dataKey={key}
                name={label}
                stackId="plan"
                fill={`var(--color-${key})`}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartContainer>
      </section>
      <SafetyFigures safety={metrics.safety} />
    </div>
  );
}

/** The safety check's matches per category and the accounts awaiting review: counts, never content. */
function SafetyFigures({ safety }: { safety: DashboardMetrics["safety"] }) {
  const t = useTranslations("admin.safety");
  const format = useFormatter();
  return (
    <section aria-labelledby="safety-figures" className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="grid gap-1">
        <h2 id="safety-figures" className="font-medium">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {safety.matches.map(({ category, matches }) => (
          <div key={category} className="flex justify-between gap-4 border-b py-1">
            <dt>{t(`categories.${category}`)}</dt>
            <dd className="font-semibold tabular-nums">{format.number(matches)}</dd>
          </div>
        ))}
      </dl>
      <p className="flex justify-between gap-4 text-sm sm:max-w-[calc(50%-0.75rem)]">
        <span>{t("flagged")}</span>
        <span className="font-semibold tabular-nums">{format.number(safety.flaggedForReview)}</span>
      </p>
    </section>
  );
}
