"use client";

import * as React from "react";
import { Legend, ResponsiveContainer, Tooltip } from "recharts";

import { cn } from "@/lib/cn";

/** Each series' label and colour (a CSS colour, usually `var(--chart-n)`), exposed as `--color-<key>`. */
export type ChartConfig = Record<string, { label: string; color: string }>;

/**
 * shadcn/ui's chart container on recharts: theme colours as CSS variables (so dark mode follows), a
 * responsive size, and the app's tokens for axes and grid. `label` names the chart for assistive tech;
 * `describedBy` points at text that says what it shows.
 */
function ChartContainer({
  config,
  label,
  describedBy,
  className,
  children,
}: {
  config: ChartConfig;
  label: string;
  describedBy?: string;
  className?: string;
  children: React.ReactElement;
}) {
  const style = Object.fromEntries(
    Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]),
  ) as React.CSSProperties;
  return (
    <div
      data-slot="chart"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      style={style}
      className={cn(
        "h-64 w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/60 [&_.recharts-surface]:outline-none",
        className,
      )}
    >
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The tooltip in the app's popover colours. */
function ChartTooltip(props: React.ComponentProps<typeof Tooltip>) {
  return (
    <Tooltip
      contentStyle={{
        background: "var(--popover)",
        color: "var(--popover-foreground)",
        border: "1px solid var(--border)",
        borderRadius: "calc(var(--radius) - 2px)",
      }}
      labelStyle={{ color: "var(--popover-foreground)", fontWeight: 600 }}
      cursor={{ fill: "var(--muted)", stroke: "var(--border)" }}
      {...props}
    />
  );
}

function ChartLegend(props: React.ComponentProps<typeof Legend>) {
  return <Legend wrapperStyle={{ color: "var(--foreground)" }} {...props} />;
}

export { ChartContainer, ChartLegend, ChartTooltip };
