"use client";

import { useTranslations } from "next-intl";
import { storeDarkMode } from "@/lib/theme/theme";
import { useDarkClass } from "@/lib/client/use-dark-class";
import { SettingSwitch } from "./setting-switch";

/** Kept on this device (local storage), like the spec's dark-mode key; applies at once. */
export function DarkModeSwitch() {
  const t = useTranslations("settings");
  const dark = useDarkClass();
  return (
    <SettingSwitch
      id="dark-mode"
      label={t("darkMode")}
      description={t("darkModeDescription")}
      checked={dark}
      onCheckedChange={storeDarkMode}
    />
  );
}
