"use client";

import { CheckIcon, CircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

type RuleName = "number" | "lowercase" | "uppercase" | "length";

/** The live list of password rules, each ticked as the typed password meets it. */
export function PasswordChecklist({
  password,
  rules,
  minLength,
  id,
}: {
  password: string;
  rules: Partial<Record<RuleName, (p: string) => boolean>>;
  minLength: number;
  id?: string;
}) {
  const t = useTranslations("auth.rules");
  return (
    <ul id={id} className="grid gap-1 text-xs" aria-label={t("title")}>
      {(Object.entries(rules) as [RuleName, (p: string) => boolean][]).map(([name, test]) => {
        const met = test(password);
        return (
          <li key={name} className={cn("flex items-center gap-1.5", met ? "text-foreground" : "text-muted-foreground")}>
            {met ? (
              <CheckIcon className="size-3.5 text-primary" aria-hidden />
            ) : (
              <CircleIcon className="size-3" aria-hidden />
            )}
            <span>{name === "length" ? t("length", { count: minLength }) : t(name)}</span>
            <span className="sr-only">{met ? t("met") : t("notMet")}</span>
          </li>
        );
      })}
    </ul>
  );
}
