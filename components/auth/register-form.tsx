"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { OutsideLink } from "@/components/native/outside-link";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { VERIFICATION_EMAIL_KEY, fullPageLoad } from "@/lib/auth/redirects";
import type { CarriedToast } from "@/lib/navigation/carried-toast";
import { SIGNUP_CHECKLIST } from "@/lib/auth/password-rules";
import type { registerFormSchema } from "@/lib/auth/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";
import { PRE_LOGIN_PROFILE_KEY, readPreLoginAnswers } from "@/lib/client/profile-storage";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";

type Input = {
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  adultAttested: boolean;
};
type Output = z.output<typeof registerFormSchema>;

const registerForm = lazySchema<Input, Output>(() => import("@/lib/auth/schemas").then((m) => m.registerFormSchema));

/** The pre-login wizard's answers, if the visitor filled it in on this browser. */
function storedOnboardingData(): unknown {
  try {
    const raw = window.localStorage.getItem(PRE_LOGIN_PROFILE_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function RegisterForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const form = useSchemaForm(registerForm, {
    username: "",
    nickname: "",
    password: "",
    confirmPassword: "",
    terms: false,
    adultAttested: false,
  });
  const { errors, submitting, setValue } = form;
  const [leaving, setLeaving] = useState(false);

  // Someone coming from the pre-login wizard already told us what to call them.
  useEffect(() => {
    const { nickname } = readPreLoginAnswers();
    if (nickname.trim()) setValue("nickname", nickname.trim());
  }, [setValue]);

  function goVerify(email: string, toast: CarriedToast) {
    setLeaving(true);
    window.localStorage.setItem(VERIFICATION_EMAIL_KEY, email);
    fullPageLoad(`/verify-email?email=${encodeURIComponent(email)}`, toast);
  }

  async function submit({ username, nickname, password, adultAttested }: Output) {
    try {
      await api("/api/register", {
        body: { username, nickname, password, adultAttested, onboardingData: storedOnboardingData() },
      });
      window.localStorage.removeItem(PRE_LOGIN_PROFILE_KEY);
      goVerify(username, { kind: "success", title: t("accountCreated"), description: t("accountCreatedDescription") });
    } catch (error) {
      if (error instanceof AppError && error.fields.needsVerification) {
        goVerify(String(error.fields.email ?? username), {
          kind: "info",
          title: t("accountExistsTitle"),
          description: t("accountExists"),
        });
      } else if (error instanceof AppError && error.code === "already_registered") {
        form.setError("username", t("alreadyRegisteredVerified"));
      } else if (error instanceof AppError && error.code === "invalid_input" && error.fields.fieldErrors) {
        for (const [field, message] of Object.entries(error.fields.fieldErrors as Record<string, string>)) {
          const name = (["username", "nickname", "password"].includes(field) ? field : "username") as "username";
          form.setError(name, message);
        }
      } else if (error instanceof AppError && error.status > 0) {
        form.setError("username", error.message || t("registrationFailedShort"));
      } else {
        toast.error(t("registrationFailed"));
      }
    }
  }

  return (
    <Form
      onFocus={registerForm.preload}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4"
      aria-label={t("registerTab")}
    >
      <Field id="register-email" label={t("email")} error={text(errors.username)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
            {...form.text("username")}
          />
        )}
      </Field>
      <Field id="register-nickname" label={t("displayName")} error={text(errors.nickname)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="nickname"
            placeholder={t("displayNamePlaceholder")}
            {...form.text("nickname")}
          />
        )}
      </Field>
      <Field
        id="register-password"
        label={t("password")}
        error={text(errors.password)}
        hint={<PasswordChecklist password={form.values.password} rules={SIGNUP_CHECKLIST} minLength={6} />}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.text("password")} />}
      </Field>
      <Field id="register-confirm" label={t("confirmPassword")} error={text(errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.text("confirmPassword")} />}
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-2">
          <Checkbox
            id="register-terms"
            className="mt-0.5"
            {...form.checkbox("terms")}
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? "register-terms-error" : undefined}
          />
          <label htmlFor="register-terms" className="text-sm leading-snug">
            {t.rich("acceptTerms", {
              terms: (chunks) => (
                <OutsideLink href="/terms" newTab className="text-primary underline underline-offset-4">
                  {chunks}
                </OutsideLink>
              ),
              privacy: (chunks) => (
                <OutsideLink href="/privacy" newTab className="text-primary underline underline-offset-4">
                  {chunks}
                </OutsideLink>
              ),
            })}
          </label>
        </div>
        {errors.terms ? (
          <p id="register-terms-error" role="alert" className="text-sm text-destructive">
            {text(errors.terms)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-2">
          <Checkbox
            id="register-adult"
            className="mt-0.5"
            {...form.checkbox("adultAttested")}
            aria-invalid={Boolean(errors.adultAttested)}
            aria-describedby={errors.adultAttested ? "register-adult-error" : undefined}
          />
          <label htmlFor="register-adult" className="text-sm leading-snug">
            {t("adultConfirm")}
          </label>
        </div>
        {errors.adultAttested ? (
          <p id="register-adult-error" role="alert" className="text-sm text-destructive">
            {text(errors.adultAttested)}
          </p>
        ) : null}
      </div>
      <SubmitButton disabled={submitting || leaving}>
        {submitting ? t("creatingAccount") : t("createAccount")}
      </SubmitButton>
    </Form>
  );
}
