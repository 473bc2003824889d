"use client";

import { useFormatter, useTranslations } from "next-intl";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartTooltip, type ChartConfig } from "@/components/ui/chart";
import type { CheckinView } from "@/lib/checkins/checkin-view";
import { CHECKIN_QUESTIONS, CHECKIN_SCALE, meanOf } from "@/lib/checkins/questions";

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];
const TICKS = Array.from({ length: CHECKIN_SCALE.max - CHECKIN_SCALE.min + 1 }, (_, i) => CHECKIN_SCALE.min + i);

/**
 * Each answer and their mean over the weeks, one point per check-in (loaded lazily: recharts stays out of the
 * page's first JavaScript). Points are joined by straight lines: nothing is drawn between weeks but the line.
 */
export function CheckinChart({ checkins, describedBy }: { checkins: CheckinView[]; describedBy: string }) {
  const t = useTranslations("insights");
  const format = useFormatter();
  const config: ChartConfig = {
    ...Object.fromEntries(
      CHECKIN_QUESTIONS.map((question, i) => [question, { label: t(`series.${question}`), color: COLORS[i]! }]),
    ),
    mean: { label: t("series.mean"), color: "var(--foreground)" },
  };
  const data = checkins.map((checkin) => ({
    date: checkin.date,
    ...checkin.answers,
    mean: Math.round(meanOf(checkin.answers) * 10) / 10,
  }));
  const dayLabel = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });

  return (
    <ChartContainer config={config} label={t("chartLabel")} describedBy={describedBy} className="h-72">
      <LineChart data={data} margin={{ left: 0, right: 12, top: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayLabel} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis
          domain={[CHECKIN_SCALE.min, CHECKIN_SCALE.max]}
          ticks={TICKS}
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={24}
        />
        <ChartTooltip labelFormatter={(day) => dayLabel(String(day))} />
        {/* In the form's order, the mean last (recharts sorts by name otherwise). */}
        <ChartLegend itemSorter={null} />
        {Object.entries(config).map(([key, { label }]) => (
          <Line
            key={key}
            dataKey={key}
            name={label}
            type="linear"
            stroke={`var(--color-${key})`}
            strokeWidth={key === "mean" ? 3 : 1.5}
            dot={{ r: key === "mean" ? 4 : 2.5, fill: `var(--color-${key})` }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
