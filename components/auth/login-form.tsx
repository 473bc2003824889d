"use client";

import Link from "next/link";
import { useSearch } from "@/lib/navigation/use-search";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api/client";
import { VERIFICATION_EMAIL_KEY, enterApp, fullPageLoad, takePostLoginPath } from "@/lib/auth/redirects";
import type { loginSchema } from "@/lib/auth/schemas";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { AppError } from "@/lib/errors";
import { PasswordInput } from "./password-input";

type Input = z.input<typeof loginSchema>;
type Output = z.output<typeof loginSchema>;

const loginForm = lazyResolver<Input, Output>(() => import("@/lib/forms/resolvers").then((m) => m.loginResolver));

export function LoginForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const search = useSearch();
  const form = useForm<Input, unknown, Output>({
    resolver: loginForm.resolver,
    defaultValues: { username: "", password: "", rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
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
        form.setError("username", { message: t("incorrectCredentials") });
        form.setError("password", { message: t("incorrectCredentials") });
      } else if (error instanceof AppError && error.status > 0) {
        form.setError("username", { message: error.message || t("loginFailedShort") });
      } else {
        toast.error(t("loginFailed"));
      }
    }
  }

  return (
    <form
      onFocus={loginForm.preload}
      noValidate
      onSubmit={form.handleSubmit(submit, () => undefined)}
      className="grid gap-4"
      aria-label={t("loginTab")}
    >
      <Field id="login-email" label={t("email")} error={text(errors.username?.message)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
            {...form.register("username")}
          />
        )}
      </Field>
      <Field id="login-password" label={t("password")} error={text(errors.password?.message)}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register("password")} />}
      </Field>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox id="login-remember" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            )}
          />
          <Label htmlFor="login-remember">{t("rememberMe")}</Label>
        </div>
        <Link href="/forgot-password" className="text-sm text-primary underline underline-offset-4">
          {t("forgotPassword")}
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting || leaving}>
        {isSubmitting ? t("loggingIn") : t("logIn")}
      </Button>
    </form>
  );
}
