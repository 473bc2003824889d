"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCurrentUser } from "@/components/app/use-current-user";
import { Field } from "@/components/forms/field";
import { NativeSelect } from "@/components/ui/native-select";
import { LANGUAGE_KEY, LOCALES, LOCALE_NAMES, isLocale } from "@/lib/i18n/locales";
import { useUpdateSettings } from "./use-update-settings";

/** The interface language and, independently, the language the advisor answers in. */
export function LanguageSettings() {
  const t = useTranslations("settings");
  const locale = useLocale();
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const update = useUpdateSettings();

  function changeInterface(value: string) {
    if (!isLocale(value)) return;
    update.mutate(
      { language: value },
      {
        onSuccess: () => {
          window.localStorage.setItem(LANGUAGE_KEY, value);
          router.refresh();
        },
      },
    );
  }

  const options = LOCALES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="interface-language" label={t("interfaceLanguage")} hint={t("interfaceLanguageHint")}>
        {(control) => (
          <NativeSelect
            {...control}
            className="w-full"
            value={locale}
            disabled={update.isPending}
            onChange={(event) => changeInterface(event.target.value)}
          >
            {options}
          </NativeSelect>
        )}
      </Field>
      <Field id="ai-language" label={t("aiLanguage")} hint={t("aiLanguageHint")}>
        {(control) => (
          <NativeSelect
            {...control}
            className="w-full"
            value={user?.aiLanguage ?? "en"}
            disabled={update.isPending}
            onChange={(event) => isLocale(event.target.value) && update.mutate({ aiLanguage: event.target.value })}
          >
            {options}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
