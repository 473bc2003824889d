"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { CoachMarker } from "./coach-types";

/** The markers that point at the draft, in order, without overlaps (a partial answer's unfinished ones left out). */
function placed(draft: string, markers: readonly unknown[]): CoachMarker[] {
  const whole = markers.filter(
    (m): m is CoachMarker =>
      typeof m === "object" &&
      m !== null &&
      typeof (m as CoachMarker).kind === "string" &&
      typeof (m as CoachMarker).why === "string" &&
      Number.isInteger((m as CoachMarker).start) &&
      Number.isInteger((m as CoachMarker).end) &&
      (m as CoachMarker).start < (m as CoachMarker).end &&
      (m as CoachMarker).end <= draft.length,
  );
  const sorted = [...whole].sort((a, b) => a.start - b.start);
  return sorted.filter((marker, index) => index === 0 || marker.start >= sorted[index - 1]!.end);
}

/**
 * The draft as written, each marker highlighted in place: focusable, its kind and why shown while it has
 * focus or the pointer, and given to screen readers as its description.
 */
export function MarkedDraft({ draft, markers }: { draft: string; markers: readonly unknown[] }) {
  const t = useTranslations("coach");
  const prefix = useId();
  const [active, setActive] = useState<number>();
  const shown = placed(draft, markers);
  const label = (marker: CoachMarker) => t("result.markerLabel", { kind: t(`kinds.${marker.kind}`), why: marker.why });

  const pieces: ReactNode[] = [];
  let at = 0;
  shown.forEach((marker, index) => {
    if (marker.start > at) pieces.push(draft.slice(at, marker.start));
    pieces.push(
      <mark
        key={index}
        tabIndex={0}
        aria-describedby={`${prefix}-${index}`}
        onFocus={() => setActive(index)}
        onBlur={() => setActive((current) => (current === index ? undefined : current))}
        onMouseEnter={() => setActive(index)}
        onMouseLeave={() => setActive((current) => (current === index ? undefined : current))}
        className={cn(
          "cursor-help rounded-sm bg-amber-200/70 px-0.5 text-foreground underline decoration-amber-600 decoration-wavy underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-amber-500/30",
          active === index && "bg-amber-300 dark:bg-amber-500/50",
        )}
      >
        {draft.slice(marker.start, marker.end)}
      </mark>,
    );
    at = marker.end;
  });
  if (at < draft.length) pieces.push(draft.slice(at));
  const current = active === undefined ? undefined : shown[active];

  return (
    <div className="grid gap-2">
      <p className="leading-relaxed break-words whitespace-pre-wrap">{pieces}</p>
      {shown.map((marker, index) => (
        <span key={index} id={`${prefix}-${index}`} hidden>
          {label(marker)}
        </span>
      ))}
      {shown.length > 0 ? (
        <p aria-hidden className="min-h-10 rounded-md bg-muted/60 px-3 py-2 text-sm">
          {current ? (
            <>
              <span className="font-medium">{t(`kinds.${current.kind}`)}</span>
              {`: ${current.why}`}
            </>
          ) : (
            <span className="text-muted-foreground">{t("result.markersHint")}</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
