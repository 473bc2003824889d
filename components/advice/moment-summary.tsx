import { useTranslations } from "next-intl";

/** The moment the user asked about: the three texts, as they wrote them. */
export function MomentSummary({
  situation,
  action,
  reaction,
}: {
  situation: string;
  action: string;
  reaction?: string | null;
}) {
  const t = useTranslations("advice");
  const rows: [string, string][] = [
    [t("ask.situation"), situation],
    [t("ask.action"), action],
    ...(reaction ? ([[t("detail.reaction"), reaction]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid gap-3">
      {rows.map(([term, text]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
          <dd className="leading-relaxed whitespace-pre-wrap">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
