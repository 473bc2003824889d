"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api/client";
import type { forgotPasswordSchema } from "@/lib/auth/schemas";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { AppError } from "@/lib/errors";
import { AuthCard } from "./auth-card";

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

const forgotPasswordForm = lazyResolver<Input, Output>(() =>
  import("@/lib/forms/resolvers").then((m) => m.forgotPasswordResolver),
);

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [sent, setSent] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: forgotPasswordForm.resolver,
    defaultValues: { email: "" },
  });

  async function submit(values: Output) {
    try {
      await api("/api/forgot-password", { body: values });
      toast.success(t("resetSentTitle"), { description: t("resetSent") });
      setSent(true);
    } catch (error) {
      toast.error(t("resetSendFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("somethingWrong"),
      });
    }
  }

  if (sent) {
    return (
      <AuthCard brand={t("brand")} title={t("checkEmailTitle")} description={t("resetSent")}>
        <Button asChild variant="link">
          <Link href="/auth">{t("backToSignIn")}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard brand={t("brand")} title={t("forgotTitle")} description={t("forgotDescription")}>
      <form onFocus={forgotPasswordForm.preload} noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
        <Field id="forgot-email" label={t("emailOrUsername")} error={text(form.formState.errors.email?.message)}>
          {(control) => <Input {...control} autoComplete="email" {...form.register("email")} />}
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("sendResetLink")}
        </Button>
      </form>
      <Button asChild variant="link">
        <Link href="/auth">{t("backToSignIn")}</Link>
      </Button>
    </AuthCard>
  );
}
