"use client";

import * as React from "react";
import { CheckIcon } from "lucide-react";

import { cn } from "@/lib/cn";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** The browser's checkbox, drawn like the other controls: its box and tick follow `:checked`. */
function Checkbox({ className, checked = false, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span data-slot="checkbox" className={cn("relative inline-grid size-4 shrink-0 place-items-center", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn(
          "peer col-start-1 row-start-1 size-4 appearance-none rounded-[4px] border border-input shadow-xs transition-shadow outline-none dark:bg-input/30",
          "checked:border-primary checked:bg-primary",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}

export { Checkbox };
