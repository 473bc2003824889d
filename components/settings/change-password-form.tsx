"use client";

import { useTranslations } from "next-intl";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { PasswordInput } from "@/components/auth/password-input";
import { Field, useMessageText } from "@/components/forms/field";
import { api } from "@/lib/client/api";
import type { changePasswordFormSchema } from "@/lib/auth/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";

type Input = { currentPassword: string; newPassword: string; confirmPassword: string };
type Output = z.output<typeof changePasswordFormSchema>;

const changePasswordForm = lazySchema<Input, Output>(() =>
  import("@/lib/auth/schemas").then((m) => m.changePasswordFormSchema),
);

export function ChangePasswordForm() {
  const t = useTranslations("settings");
  const text = useMessageText();
  const form = useSchemaForm(changePasswordForm, { currentPassword: "", newPassword: "", confirmPassword: "" });
  const { errors, submitting } = form;

  async function submit({ currentPassword, newPassword }: Output) {
    try {
      await api("/api/change-password", { body: { currentPassword, newPassword } });
      toast.success(t("passwordChangedTitle"), { description: t("passwordChanged") });
      form.reset();
    } catch (error) {
      const message = error instanceof AppError && error.status > 0 ? error.message : t("changePasswordFailed");
      if (error instanceof AppError && error.code === "wrong_password") form.setError("currentPassword", message);
      else toast.error(t("changePasswordFailed"), { description: message });
    }
  }

  return (
    <Form
      onFocus={changePasswordForm.preload}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4"
      aria-labelledby="change-password-title"
    >
      <h3 id="change-password-title" className="font-medium">
        {t("changePassword")}
      </h3>
      <Field id="current-password" label={t("currentPassword")} error={text(errors.currentPassword)}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.text("currentPassword")} />}
      </Field>
      <Field id="new-password" label={t("newPassword")} hint={t("newPasswordHint")} error={text(errors.newPassword)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.text("newPassword")} />}
      </Field>
      <Field id="confirm-new-password" label={t("confirmNewPassword")} error={text(errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.text("confirmPassword")} />}
      </Field>
      <SubmitButton disabled={submitting} className="justify-self-start">
        {t("updatePassword")}
      </SubmitButton>
    </Form>
  );
}
