"use client";

import { useFormatter } from "next-intl";

/** A date and time in the browser's own time zone (named, so next-intl has no fallback to warn about). */
export function useLocalDate() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
}
