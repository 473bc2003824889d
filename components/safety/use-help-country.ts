"use client";

import { useCallback, useSyncExternalStore } from "react";
import { isHelpCountry, type HelpCountry } from "@/lib/safety/help-card";

/** Local storage key of the country the user picked on a help card; every card on the page follows it. */
const KEY = "helpCountry";
const CHANGED = "hearth:help-country";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The country the help card shows: the one the user picked, else the server's guess. */
export function useHelpCountry(suggested: HelpCountry): [HelpCountry, (country: HelpCountry) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(KEY),
    () => null,
  );
  const choose = useCallback((country: HelpCountry) => {
    window.localStorage.setItem(KEY, country);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [isHelpCountry(stored) ? stored : suggested, choose];
}
