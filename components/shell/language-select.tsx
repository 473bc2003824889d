"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_KEY, LOCALES, LOCALE_NAMES, isLocale } from "@/lib/i18n/locales";

/**
 * Stores the interface language (cookie for the server, local storage for the client) and re-renders.
 * Takes its label as a prop, so public pages can use it without shipping the message formatter.
 */
export function LanguageSelect({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function change(value: string) {
    if (!isLocale(value)) return;
    document.cookie = `${LANGUAGE_KEY}=${value}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
    try {
      window.localStorage.setItem(LANGUAGE_KEY, value);
    } catch {
      // Storage can be unavailable (private mode); the cookie alone is enough.
    }
    startTransition(() => router.refresh());
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={locale}
        disabled={pending}
        onChange={(event) => change(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
