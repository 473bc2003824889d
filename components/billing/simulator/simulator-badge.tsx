import { FlaskConicalIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** Says plainly that no real payment happens on the simulator's pages. */
export function SimulatorBadge() {
  const t = useTranslations("simulator");
  return (
    <div role="note" className="grid gap-1 rounded-lg border border-dashed p-3 text-sm">
      <span className="flex items-center gap-2 font-semibold">
        <FlaskConicalIcon aria-hidden className="size-4" />
        {t("badge")}
      </span>
      <span className="text-muted-foreground">{t("explainer")}</span>
    </div>
  );
}
