"use client";

import Link from "next/link";
import { useSearch } from "@/lib/client/use-search";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import { Field, useMessageText } from "@/components/forms/field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { VERIFICATION_EMAIL_KEY, enterApp, fullPageLoad, takePostLoginPath } from "@/lib/auth/redirects";
import type { z } from "zod";
import type { loginSchema } from "@/lib/auth/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";
import { PasswordInput } from "./password-input";

type Input = { username: string; password: string; rememberMe: boolean };
type Output = z.output<typeof loginSchema>;

const loginForm = lazySchema<Input, Output>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

export function LoginForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const search = useSearch();
  const form = useSchemaForm(loginForm, { username: "", password: "", rememberMe: true });
  const { errors, submitting } = form;
  const [leaving, setLeaving] = useState(false);

  async function submit(values: Output) {
    try {
      await api("/api/login", { body: values });
      setLeaving(true);
      enterApp(takePostLoginPath(search), { toast: { kind: "success", title: t("welcomeBack") } });
    } catch (error) {
      if (error instanceof AppError && error.fields.needsVerification) {
        const email = String(error.fields.email ?? values.username);
        window.localStorage.setItem(VERIFICATION_EMAIL_KEY, email);
        fullPageLoad(`/verify-email?email=${encodeURIComponent(email)}`, {
          kind: "info",
          title: t("emailNotVerifiedTitle"),
          description: t("emailNotVerified"),
        });
      } else if (error instanceof AppError && error.code === "invalid_credentials") {
        form.setError("username", t("incorrectCredentials"));
        form.setError("password", t("incorrectCredentials"));
      } else if (error instanceof AppError && error.status > 0) {
        form.setError("username", error.message || t("loginFailedShort"));
      } else {
        toast.error(t("loginFailed"));
      }
    }
  }

  return (
    <Form
      onFocus={loginForm.preload}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4"
      aria-label={t("loginTab")}
    >
      <Field id="login-email" label={t("email")} error={text(errors.username)}>
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
      <Field id="login-password" label={t("password")} error={text(errors.password)}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.text("password")} />}
      </Field>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="login-remember" {...form.checkbox("rememberMe")} />
          <Label htmlFor="login-remember">{t("rememberMe")}</Label>
        </div>
        <Link href="/forgot-password" className="text-sm text-primary underline underline-offset-4">
          {t("forgotPassword")}
        </Link>
      </div>
      <SubmitButton disabled={submitting || leaving}>{submitting ? t("loggingIn") : t("logIn")}</SubmitButton>
    </Form>
  );
}
