"use client";

import Link from "next/link";
import { useUsage } from "@/components/app/use-usage";
import { Button } from "@/components/ui/button";

type RunHeaderProps = {
  /** The screen's `<area>.ask` messages. */
  t: (key: "title" | "intro" | "usage", values?: { count: number; limit: number }) => string;
  titleId: string;
  history: { href: string; label: string };
};

/** The top of a screen that starts a run: its title, the way to past runs, what it does and the plan's usage. */
export function RunHeader({ t, titleId, history }: RunHeaderProps) {
  const usage = useUsage();
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {t("title")}
        </h1>
        <Button asChild variant="outline" size="sm">
          <Link href={history.href}>{history.label}</Link>
        </Button>
      </div>
      <p className="text-muted-foreground">{t("intro")}</p>
      {usage.data?.limit != null ? (
        <p className="text-sm text-muted-foreground">
          {t("usage", { count: usage.data.count, limit: usage.data.limit })}
        </p>
      ) : null}
    </header>
  );
}
