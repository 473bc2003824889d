"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  CHOICE_FIELDS,
  ONBOARDING_CHOICES,
  PROFILE_CHOICES,
  type ChoiceField as ChoiceFieldName,
} from "@/lib/profile/choices";
import { ChoiceField } from "./choice-field";

const LISTS = { profile: PROFILE_CHOICES, onboarding: ONBOARDING_CHOICES };
const NAMESPACES = { profile: "profileChoices", onboarding: "onboardingChoices" } as const;

const LONG_TEXT_FIELDS = ["satisfiedAspects", "improvementAspects", "personalGoals", "relationshipGoals"] as const;
export type ProfileFieldName = ChoiceFieldName | (typeof LONG_TEXT_FIELDS)[number] | "nickname" | "partnerNickname";

const isChoice = (field: ProfileFieldName): field is ChoiceFieldName => field in CHOICE_FIELDS;
const isLongText = (field: ProfileFieldName) => (LONG_TEXT_FIELDS as readonly string[]).includes(field);

/**
 * One profile question as the wizards show it: a choice list (with "other"), a short text or a
 * three-row text area. `lists` picks the wording: the signed-in wizard's or the pre-login one's.
 */
export function ProfileField({
  field,
  lists,
  value,
  onChange,
  error,
  hint,
  optional,
}: {
  field: ProfileFieldName;
  lists: keyof typeof LISTS;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}) {
  const t = useTranslations();
  const id = `profile-${field}`;
  const name = t(`profileFields.${field}`);
  const label = optional ? t("profileFields.optionalLabel", { label: name }) : name;

  if (isChoice(field)) {
    const list = CHOICE_FIELDS[field];
    const namespace = NAMESPACES[lists];
    const otherLabel =
      lists === "onboarding" && field === "relationshipStatus"
        ? t("onboardingChoices.otherSpecify")
        : t(`${namespace}.other`);
    return (
      <ChoiceField
        id={id}
        label={label}
        name={name}
        choices={LISTS[lists][list]}
        optionLabel={(key) => t(`${namespace}.${list}.${key}` as never)}
        otherLabel={otherLabel}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
      />
    );
  }
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) =>
        isLongText(field) ? (
          <Textarea
            {...control}
            rows={3}
            className="field-sizing-fixed"
            maxLength={2000}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            maxLength={50}
            autoComplete={field === "nickname" ? "nickname" : "off"}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
