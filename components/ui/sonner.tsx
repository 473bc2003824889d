"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useDarkClass } from "@/lib/client/use-dark-class";
import { CircleCheckIcon, InfoIcon, LoaderCircleIcon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";

/**
 * App-wide toast outlet: one toast at a time, 5 s each, at the top, since at the bottom it would cover the chat
 * composer's buttons. Screen-reader strings: `containerAriaLabel`, `toastOptions.closeButtonAriaLabel`.
 */
function Toaster({
  theme,
  position = "top-center",
  visibleToasts = 1,
  duration = 5000,
  className,
  style,
  icons,
  toastOptions,
  ...props
}: ToasterProps) {
  // The app toggles dark mode with a `dark` class on <html> (next-themes is not used); toasts follow it live.
  const rootTheme = useDarkClass() ? "dark" : "light";

  return (
    <Sonner
      theme={theme ?? rootTheme}
      position={position}
      visibleToasts={visibleToasts}
      duration={duration}
      className={["toaster group", className].filter(Boolean).join(" ")}
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <LoaderCircleIcon className="size-4 animate-spin" />,
        ...icons,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          // Sonner's description defaults to a faded colour; keep it at
          // muted-foreground so it meets 4.5:1 on the popover surface.
          description: "text-muted-foreground!",
          actionButton: "bg-primary! text-primary-foreground!",
          cancelButton: "bg-muted! text-muted-foreground!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
