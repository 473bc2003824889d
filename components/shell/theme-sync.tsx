"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { DARK_MODE_KEY, LIGHT_ONLY_PATHS, applyTheme } from "@/lib/theme/theme";

/** Re-applies the theme after client-side navigation (the inline script only runs on full loads). */
export function ThemeSync() {
  const pathname = usePathname();
  useEffect(() => {
    applyTheme(pathname, LIGHT_ONLY_PATHS, DARK_MODE_KEY);
    const onStorage = (event: StorageEvent) => {
      if (event.key === DARK_MODE_KEY) applyTheme(pathname, LIGHT_ONLY_PATHS, DARK_MODE_KEY);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [pathname]);
  return null;
}
