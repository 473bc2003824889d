import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "@/lib/cn";

type SpinnerProps = Omit<React.ComponentProps<"span">, "role" | "children"> & {
  /** Text announced to screen readers (visually hidden); pass a translated string. */
  label?: string;
  /** Class names for the spinning icon (e.g. `size-6`). */
  iconClassName?: string;
};

/**
 * Loading indicator. A polite live region (`role="status"`) whose only
 * accessible content is the visually hidden `label`; the icon is decorative.
 */
function Spinner({ className, iconClassName, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center", className)}
      {...props}
    >
      <LoaderCircleIcon
        aria-hidden="true"
        className={cn("size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", iconClassName)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
