"use client";

import { useTranslations } from "next-intl";
import { createPortal } from "react-dom";
import { useHydrated } from "@/components/app/use-hydrated";
import { SAFETY_PLAN_SECTIONS, type SafetyPlanLines } from "@/lib/safety/safety-plan-sections";

/**
 * The plan as it prints: a plain copy of what is on screen, put straight into <body> so that the print
 * stylesheet (app/globals.css, `data-print-only`) can leave out the rest of the app around it.
 */
export function SafetyPlanPrint({ lines, date }: { lines: SafetyPlanLines; date: string | null }) {
  const t = useTranslations("safetyPlan");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <article data-print-only className="hidden bg-white p-8 text-black print:block">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {date ? <p className="mt-1 text-sm">{t("savedAt", { date })}</p> : null}
      {SAFETY_PLAN_SECTIONS.filter((section) => lines[section].length > 0).map((section) => (
        <section key={section} className="mt-6 break-inside-avoid">
          <h2 className="text-lg font-semibold">{t(`sections.${section}.title`)}</h2>
          <ul className="mt-2 list-disc pl-6">
            {lines[section].map((line, index) => (
              <li key={index} className="[overflow-wrap:anywhere] whitespace-pre-wrap">
                {line}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>,
    document.body,
  );
}
