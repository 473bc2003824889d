"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ANALYSIS_SECTIONS } from "@/lib/advice/analysis-sections";
import type { PartialAnalysis } from "./use-analysis-stream";

type Section = (typeof ANALYSIS_SECTIONS)[number];

const present = (value: unknown) =>
  Array.isArray(value) ? value.some((item) => typeof item === "string" && item.length > 0) : Boolean(value);

/**
 * The structured analysis, one section per part, each appearing as soon as the model has begun to
 * write it; while it streams, the next section shows a placeholder. `idPrefix` keeps the headings'
 * ids unique when an answer and its follow-up share a page.
 */
export function AnalysisView({
  analysis,
  streaming,
  kind = "request",
  idPrefix,
}: {
  analysis: PartialAnalysis | undefined;
  streaming: boolean;
  kind?: "request" | "followUp";
  idPrefix: string;
}) {
  const t = useTranslations("advice");
  const titles = kind === "followUp" ? "followUpSections" : "sections";
  const shown = ANALYSIS_SECTIONS.filter((section) => present(analysis?.[section]));
  const next = streaming ? ANALYSIS_SECTIONS.find((section) => !shown.includes(section)) : undefined;

  return (
    <div className="grid gap-5" aria-busy={streaming} aria-label={t("analysisLabel")} role="group">
      {ANALYSIS_SECTIONS.map((section) => {
        if (!shown.includes(section)) {
          return section === next ? (
            <div key={section} className="grid gap-2" aria-hidden>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ) : null;
        }
        const headingId = `${idPrefix}-${section}`;
        return (
          <section key={section} aria-labelledby={headingId} className="grid gap-1.5">
            <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
              {t(`${titles}.${section}`)}
            </h3>
            <SectionBody section={section} value={analysis![section]} done={!streaming} />
          </section>
        );
      })}
    </div>
  );
}

function SectionBody({ section, value, done }: { section: Section; value: unknown; done: boolean }) {
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc space-y-1 pl-5 leading-relaxed">
        {value.map((item, i) => (typeof item === "string" && item ? <li key={i}>{item}</li> : null))}
      </ul>
    );
  }
  const text = String(value);
  if (section === "script") return <Script text={text} done={done} />;
  return <p className={section === "opening" ? "text-lg leading-relaxed" : "leading-relaxed"}>{text}</p>;
}

function Script({ text, done }: { text: string; done: boolean }) {
  const t = useTranslations("advice");
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  }
  return (
    <div className="grid gap-2">
      <blockquote className="rounded-lg border-l-4 border-primary bg-muted/50 px-4 py-3 leading-relaxed">
        {text}
      </blockquote>
      {done ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? t("copied") : t("copyScript")}
        </Button>
      ) : null}
    </div>
  );
}
