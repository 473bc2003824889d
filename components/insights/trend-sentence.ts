import type { createFormatter, useTranslations } from "next-intl";
import type { TrendSummary } from "@/lib/checkins/summary";

type Translate = ReturnType<typeof useTranslations<"insights">>;
type Format = Pick<ReturnType<typeof createFormatter>, "dateTime" | "number" | "list">;

/**
 * The insights page's summary sentence, in the interface language, from the facts `trendSummary` found:
 * the two check-ins compared and each answer that moved a whole point or more, with its sign. Nothing else.
 */
export function trendSentence(summary: TrendSummary, t: Translate, format: Format): string | null {
  if (summary.kind === "none") return null;
  if (summary.kind === "tooSoon") return t("summary.tooSoon", { count: summary.count });
  const date = format.dateTime(new Date(`${summary.earlier.date}T00:00:00Z`), {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  if (summary.kind === "steady") return t("summary.steady", { weeks: summary.weeks, date });
  const changes = [...summary.ups, ...summary.downs].map((move) =>
    t(`moves.${move.question}.${move.change > 0 ? "up" : "down"}`, {
      change: format.number(move.change, { signDisplay: "exceptZero" }),
    }),
  );
  return t("summary.moved", { weeks: summary.weeks, date, changes: format.list(changes, { type: "conjunction" }) });
}
