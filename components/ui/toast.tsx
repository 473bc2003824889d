"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore, type ReactNode } from "react";
import { listeners } from "@/lib/listeners";

type Kind = "message" | "success" | "info" | "warning" | "error";
type Options = { description?: ReactNode };

// A toast is a courtesy: when its code cannot be loaded (the network went), the screen goes on without it
// rather than failing whole.
const Toaster = dynamic(
  () =>
    import("./sonner").then(
      (module) => module.Toaster,
      () => NoToasts,
    ),
  { ssr: false },
);
const NoToasts = () => null;

let wanted = false;
const { subscribe, notify } = listeners();

/** Mounts the toast outlet; sonner's Toaster shows the toasts made before it mounted too. */
export function loadToaster(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

function show(kind: Kind, title: ReactNode, options?: Options) {
  loadToaster();
  void import("sonner").then(
    ({ toast: sonner }) => (kind === "message" ? sonner : sonner[kind])(title, options),
    () => undefined,
  );
}

/**
 * sonner's `toast`, loaded with the first toast: most visits to a screen show none, so the screen's own
 * code comes without sonner (9 KiB gzipped) and its outlet.
 */
export const toast = Object.assign((title: ReactNode, options?: Options) => show("message", title, options), {
  success: (title: ReactNode, options?: Options) => show("success", title, options),
  info: (title: ReactNode, options?: Options) => show("info", title, options),
  warning: (title: ReactNode, options?: Options) => show("warning", title, options),
  error: (title: ReactNode, options?: Options) => show("error", title, options),
});

/** Where toasts appear (components/ui/sonner.tsx), in the root layout; empty until the first toast. */
export function ToastOutlet() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? <Toaster /> : null;
}
