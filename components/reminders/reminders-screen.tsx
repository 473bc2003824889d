"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { SettingSwitch } from "@/components/settings/setting-switch";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import type { ReminderChoices } from "@/lib/reminders/defaults";
import type { ReminderSettingsView } from "@/lib/reminders/settings-view";
import { PushSwitch } from "./push-switch";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Quiet hours when they are turned on again. */
const QUIET = { quietStart: 22, quietEnd: 8 };

/**
 * Settings → Reminders. Each change is saved at once (shown first, put back with a message if saving fails);
 * times are whole hours in the account's time zone.
 */
export function RemindersScreen({ initial, email }: { initial: ReminderSettingsView; email: string | null }) {
  const t = useTranslations("reminders");
  const format = useFormatter();
  const [settings, setSettings] = useState(initial);
  const hourLabel = (hour: number) =>
    format.dateTime(new Date(Date.UTC(2026, 0, 5, hour)), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

  async function save(changes: Partial<ReminderChoices>) {
    const previous = settings;
    setSettings({ ...settings, ...changes });
    try {
      const answer = await api<{ settings: ReminderSettingsView }>("/api/reminders/settings", {
        method: "PUT",
        body: changes,
      });
      setSettings(answer.settings);
    } catch (error) {
      setSettings(previous);
      toast.error(error instanceof Error && error.message ? error.message : t("saveFailed"));
    }
  }

  const hourSelect = (id: string, label: string, value: number | null, onChange: (hour: number) => void) => (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        className="w-36"
        value={value ?? ""}
        disabled={value === null}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourLabel(hour)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-sm text-muted-foreground">
        {t("timeZoneNote", { zone: settings.timeZone?.replaceAll("_", " ") ?? t("timeZoneUtc") })}
      </p>

      <Part id="reminders-checkin" title={t("checkinTitle")}>
        <SettingSwitch
          id="reminder-checkin"
          label={t("checkinLabel")}
          description={t("checkinHint")}
          checked={settings.checkinEnabled}
          onCheckedChange={(checkinEnabled) => void save({ checkinEnabled })}
        />
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <label htmlFor="reminder-day" className="text-sm font-medium">
              {t("day")}
            </label>
            <NativeSelect
              id="reminder-day"
              className="w-40"
              value={settings.checkinDay}
              disabled={!settings.checkinEnabled}
              onChange={(event) => void save({ checkinDay: Number(event.target.value) })}
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`days.${day}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {hourSelect(
            "reminder-hour",
            t("hour"),
            settings.checkinEnabled ? settings.checkinHour : null,
            (checkinHour) => void save({ checkinHour }),
          )}
        </div>
      </Part>

      <Part id="reminders-follow-ups" title={t("followUpsTitle")}>
        <SettingSwitch
          id="reminder-follow-ups"
          label={t("followUpsLabel")}
          description={t("followUpsHint")}
          checked={settings.followupsEnabled}
          onCheckedChange={(followupsEnabled) => void save({ followupsEnabled })}
        />
      </Part>

      <Part id="reminders-quiet" title={t("quietTitle")}>
        <SettingSwitch
          id="reminder-quiet"
          label={t("quietLabel")}
          description={t("quietHint")}
          checked={settings.quietStart !== null}
          onCheckedChange={(on) => void save(on ? QUIET : { quietStart: null, quietEnd: null })}
        />
        <div className="flex flex-wrap gap-3">
          {hourSelect(
            "reminder-quiet-from",
            t("quietFrom"),
            settings.quietStart,
            (quietStart) => void save({ quietStart, quietEnd: settings.quietEnd }),
          )}
          {hourSelect(
            "reminder-quiet-to",
            t("quietTo"),
            settings.quietEnd,
            (quietEnd) => void save({ quietStart: settings.quietStart, quietEnd }),
          )}
        </div>
      </Part>

      <Part id="reminders-channels" title={t("channelsTitle")}>
        <SettingSwitch
          id="reminder-email"
          label={t("emailLabel")}
          description={settings.emailVerified && email ? t("emailHint", { email }) : t("emailUnverified")}
          checked={settings.email && settings.emailVerified}
          disabled={!settings.emailVerified}
          onCheckedChange={(on) => void save({ email: on })}
        />
        <SettingSwitch
          id="reminder-push"
          label={t("pushLabel")}
          description={t("pushHint")}
          checked={settings.push}
          onCheckedChange={(push) => void save({ push })}
        />
        {settings.push ? <PushSwitch /> : null}
      </Part>
    </div>
  );
}

/** One group of settings under its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-lg border p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
