"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { LanguageSelect } from "./language-select";

/** The language picker for client screens: its label comes from the `language` messages. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("language");
  return <LanguageSelect label={t("label")} className={cn("inline-flex items-center", className)} />;
}
