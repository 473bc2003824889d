"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_KEY, LOCALES, LOCALE_NAMES, isLocale } from "@/lib/i18n/locales";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";

/** Stores the interface language (cookie for the server, local storage for the client) and re-renders. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("language");
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
    <div className={cn("inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <NativeSelect id={id} value={locale} disabled={pending} onChange={(event) => change(event.target.value)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
