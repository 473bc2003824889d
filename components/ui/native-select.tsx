import * as React from "react";

import { cn } from "@/lib/cn";

/**
 * The browser's own `<select>`, styled like the other controls: keyboard and screen-reader behaviour
 * for free, and the platform's picker on phones.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-60",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
