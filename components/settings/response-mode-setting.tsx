"use client";

import { LockIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/app/use-current-user";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import type { User } from "@/db/schema";
import { cn } from "@/lib/cn";
import { useUpdateSettings } from "./use-update-settings";

const MODES: readonly User["modelPreference"][] = ["balanced", "fast"];

/** Balanced (detailed) or fast answers; only Pro may choose fast, so free accounts see it locked (with no upsell in the native wrapper). */
export function ResponseModeSetting() {
  const t = useTranslations("settings");
  const { data: user } = useCurrentUser();
  const update = useUpdateSettings();
  const inWrapper = useInNativeWrapper();
  if (!user) return null;
  const pro = user.plan.pro;

  return (
    <fieldset className="grid gap-3" aria-describedby={pro ? undefined : "response-mode-locked"}>
      <legend className="sr-only">{t("responseModeTitle")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {MODES.map((mode) => {
          const locked = mode === "fast" && !pro;
          return (
            <label
              key={mode}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent/50 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
                locked && "cursor-not-allowed opacity-70",
              )}
            >
              <input
                type="radio"
                name="response-mode"
                value={mode}
                checked={user.modelPreference === mode}
                disabled={locked || update.isPending}
                onChange={() => update.mutate({ modelPreference: mode })}
                className="mt-1 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-medium">
                  {t(`responseModes.${mode}.label`)}
                  {locked ? <LockIcon aria-hidden className="size-3.5" /> : null}
                </span>
                <span className="text-sm text-muted-foreground">{t(`responseModes.${mode}.description`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {pro ? null : (
        <p
          id="response-mode-locked"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
        >
          <LockIcon aria-hidden className="size-4" />
          {t("responseModeLocked")}
          {inWrapper ? null : (
            <Link href="/subscription" className="font-medium text-primary underline underline-offset-4">
              {t("upgrade")}
            </Link>
          )}
        </p>
      )}
    </fieldset>
  );
}
