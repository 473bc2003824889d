"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Field } from "@/components/forms/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useUpdateSettings } from "./use-update-settings";

const noSubscription = () => () => {};

/** The zones this browser knows (none while the server renders: the list is the browser's). */
function useZones(): readonly string[] {
  return useSyncExternalStore(
    noSubscription,
    () => ZONES,
    () => NO_ZONES,
  );
}
const NO_ZONES: readonly string[] = [];
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/**
 * The account's time zone: where its day and week begin for weekly check-ins. Unset, it reads as UTC (the
 * insights page sets it from the browser at first use); any zone the browser knows may be chosen.
 */
export function TimeZoneSetting() {
  const t = useTranslations("settings");
  const { data: user } = useCurrentUser();
  const update = useUpdateSettings();
  const zones = useZones();
  const current = user?.timeZone ?? "";
  const options = [...new Set([...(current ? [current] : []), ...zones])].sort();

  return (
    <Field id="time-zone" label={t("timeZone")} hint={t("timeZoneHint")}>
      {(control) => (
        <NativeSelect
          {...control}
          className="w-full sm:w-80"
          value={current}
          disabled={!user || update.isPending}
          onChange={(event) => event.target.value && update.mutate({ timeZone: event.target.value })}
        >
          {current ? null : <option value="">{t("timeZoneUtc")}</option>}
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
