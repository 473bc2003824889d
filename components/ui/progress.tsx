import * as React from "react";

import { cn } from "@/lib/cn";

/**
 * A progressbar must have an accessible name (axe: aria-progressbar-name),
 * so one of `aria-label` / `aria-labelledby` is required.
 */
type ProgressProps = Omit<React.ComponentProps<"div">, "aria-label" | "aria-labelledby"> &
  ({ "aria-label": string; "aria-labelledby"?: string } | { "aria-labelledby": string; "aria-label"?: string }) & {
    value?: number | null;
    max?: number;
    indicatorClassName?: string;
  };

function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  // `value` of null/undefined means indeterminate: show a full, pulsing bar.
  const determinate = typeof value === "number" && max > 0;
  const percent = determinate ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  const state = !determinate ? "indeterminate" : value >= max ? "complete" : "loading";

  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={determinate ? value : undefined}
      aria-valuetext={determinate ? `${Math.round(percent)}%` : undefined}
      data-state={state}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div
        data-state={state}
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-all data-[state=indeterminate]:animate-pulse data-[state=indeterminate]:opacity-60",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress, type ProgressProps };
