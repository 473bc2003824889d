"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { choiceKeyOf, type Choices } from "@/lib/profile/choices";

const OTHER = "__other__";

/**
 * A choice list plus "other". Choosing "other" opens a text box whose text becomes the stored value;
 * a stored value that is not on the list opens it again.
 */
export function ChoiceField({
  id,
  label,
  name,
  choices,
  optionLabel,
  otherLabel,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  /** The question without decorations such as "(optional)": names the free-text box. */
  name: string;
  choices: Choices;
  optionLabel: (key: string) => string;
  otherLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  const t = useTranslations("profileFields");
  // "Other" is open while chosen (its text may still be empty) or while the value, however it arrived (typed,
  // or the saved answers filling in after the first render), is not on the list.
  const [otherChosen, setOtherChosen] = useState(false);
  const other = otherChosen || (value !== "" && choiceKeyOf(choices, value) === undefined);
  const otherInput = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const shown = other ? OTHER : value;

  const take = (chosen: string) => {
    setOtherChosen(chosen === OTHER);
    onChange(chosen === OTHER ? "" : chosen);
  };

  // On a slow phone a choice can be made before the script runs. Hydration leaves it in the page, but the
  // next render would put back the state's value: take the page's choice into the state instead.
  useEffect(() => {
    const inPage = select.current?.value;
    if (inPage !== undefined && inPage !== shown) take(inPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  return (
    <div className="grid gap-2">
      <Field id={id} label={label} error={error} hint={hint}>
        {(control) => (
          <NativeSelect
            {...control}
            className="w-full"
            ref={select}
            value={shown}
            onChange={(event) => {
              const chosen = event.target.value;
              flushSync(() => take(chosen));
              if (chosen === OTHER) otherInput.current?.focus();
            }}
          >
            <option value="" disabled>
              {t("choose")}
            </option>
            {Object.entries(choices).map(([key, literal]) => (
              <option key={key} value={literal}>
                {optionLabel(key)}
              </option>
            ))}
            <option value={OTHER}>{otherLabel}</option>
          </NativeSelect>
        )}
      </Field>
      {other ? (
        <Input
          ref={otherInput}
          id={`${id}-other`}
          aria-label={t("otherText", { field: name })}
          placeholder={t("otherPlaceholder")}
          value={value}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}
