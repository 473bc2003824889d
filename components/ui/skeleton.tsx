import * as React from "react";

import { cn } from "@/lib/cn";

/** Decorative placeholder; hidden from assistive tech; announce loading state separately (e.g. with `Spinner`). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}

export { Skeleton };
