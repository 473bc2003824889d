"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { LANGUAGE_KEY, isLocale, languageCookie } from "@/lib/i18n/locales";
import { LanguageSelectField } from "./language-select-field";

/** Stores the interface language (cookie for the server, local storage for the client) and re-renders. */
export function LanguageSelect({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();

  function change(value: string) {
    if (!isLocale(value)) return;
    document.cookie = languageCookie(value);
    try {
      window.localStorage.setItem(LANGUAGE_KEY, value);
    } catch {
      // Storage can be unavailable (private mode); the cookie alone is enough.
    }
    startTransition(() => router.refresh());
  }

  return (
    <LanguageSelectField
      id={id}
      label={label}
      className={className}
      value={locale}
      disabled={pending}
      onChange={(event) => change(event.target.value)}
    />
  );
}
