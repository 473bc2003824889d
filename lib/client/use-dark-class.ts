"use client";

import { useSyncExternalStore } from "react";

function subscribeToRootClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains("dark");
const lightOnServer = () => false;

/** Whether the page is dark right now (the `dark` class on <html>), following live changes. */
export function useDarkClass(): boolean {
  return useSyncExternalStore(subscribeToRootClass, isDark, lightOnServer);
}
