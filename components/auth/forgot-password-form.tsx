"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { Field, useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import type { forgotPasswordSchema } from "@/lib/auth/schemas";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AppError } from "@/lib/errors";
import { AuthCard } from "./auth-card";

type Output = z.output<typeof forgotPasswordSchema>;

const forgotPasswordForm = lazySchema<{ email: string }, Output>(() =>
  import("@/lib/auth/schemas").then((m) => m.forgotPasswordSchema),
);

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(forgotPasswordForm, { email: "" });

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
      <Form onFocus={forgotPasswordForm.preload} noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
        <Field id="forgot-email" label={t("emailOrUsername")} error={text(form.errors.email)}>
          {(control) => <Input {...control} autoComplete="email" {...form.text("email")} />}
        </Field>
        <SubmitButton disabled={form.submitting}>{t("sendResetLink")}</SubmitButton>
      </Form>
      <Button asChild variant="link">
        <Link href="/auth">{t("backToSignIn")}</Link>
      </Button>
    </AuthCard>
  );
}
