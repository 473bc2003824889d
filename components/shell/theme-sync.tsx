"use client";

import { useEffect } from "react";
import { DARK_MODE_KEY, applyTheme } from "@/lib/theme/theme";

/** Follows the dark-mode preference when it changes (in settings, or in another tab) after the page has loaded. */
export function ThemeSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DARK_MODE_KEY) applyTheme(DARK_MODE_KEY);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}
