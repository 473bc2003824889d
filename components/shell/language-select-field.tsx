import type { SelectHTMLAttributes } from "react";
import { LOCALES, LOCALE_NAMES } from "@/lib/i18n/locales";

type Props = { id: string; label: string; className?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "className" | "children"
>;

/** The language select's markup, shared by the app's LanguageSelect and the public pages' script-wired one. */
export function LanguageSelectField({ id, label, className, ...select }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60"
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
