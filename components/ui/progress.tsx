"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/cn";

/**
 * A progressbar must have an accessible name (axe: aria-progressbar-name),
 * so one of `aria-label` / `aria-labelledby` is required.
 */
type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "aria-label" | "aria-labelledby"> &
  ({ "aria-label": string; "aria-labelledby"?: string } | { "aria-labelledby": string; "aria-label"?: string }) & {
    indicatorClassName?: string;
  };

function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  // `value` of null/undefined means indeterminate: show a full, pulsing bar.
  const percent = typeof value === "number" && max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-all data-[state=indeterminate]:animate-pulse data-[state=indeterminate]:opacity-60",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, type ProgressProps };
