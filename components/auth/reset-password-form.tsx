"use client";

import Link from "next/link";
import { useSearch } from "@/lib/client/use-search";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { PASSWORD_RULES } from "@/lib/auth/password-rules";
import { resetPasswordFormSchema } from "@/lib/auth/schemas";
import { AppError } from "@/lib/errors";
import { AuthCard } from "./auth-card";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";

export function ResetPasswordForm() {
  const t = useTranslations("auth");
  const token = useSearch().get("token");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [state, setState] = useState<"form" | "busy" | "done" | "invalid">(token ? "form" : "invalid");
  const [error, setError] = useState<string>();
  const valid = resetPasswordFormSchema.safeParse({ password, confirmPassword: confirm }).success;
  const matches = password === confirm;

  useEffect(() => {
    if (!token) toast.error(t("invalidLinkTitle"), { description: t("invalidLink") });
  }, [token, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || !token) return;
    setState("busy");
    try {
      await api("/api/reset-password", { body: { token, password } });
      setState("done");
    } catch (e) {
      if (e instanceof AppError && e.code === "invalid_reset_token") {
        setState("invalid");
        toast.error(t("invalidLinkTitle"), { description: e.message });
      } else {
        setState("form");
        setError(e instanceof AppError && e.status > 0 ? e.message : t("resetFailed"));
      }
    }
  }

  if (state === "invalid") {
    return (
      <AuthCard brand={t("brand")} title={t("invalidLinkTitle")} description={t("invalidLink")}>
        <Button asChild>
          <Link href="/forgot-password">{t("requestNewLink")}</Link>
        </Button>
        <Button asChild variant="link">
          <Link href="/auth">{t("backToSignIn")}</Link>
        </Button>
      </AuthCard>
    );
  }

  if (state === "done") {
    return (
      <AuthCard brand={t("brand")} title={t("resetDoneTitle")} description={t("resetDone")}>
        <Button asChild>
          <Link href="/auth">{t("signInNow")}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard brand={t("brand")} title={t("resetTitle")} description={t("resetDescription")}>
      <Form noValidate onSubmit={submit} className="grid gap-4">
        <Field
          id="reset-password"
          label={t("newPassword")}
          error={error}
          hint={<PasswordChecklist password={password} rules={PASSWORD_RULES} minLength={8} />}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="reset-confirm"
          label={t("confirmPassword")}
          error={confirm && !matches ? t("passwordsDoNotMatch") : undefined}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          )}
        </Field>
        <SubmitButton disabled={!valid || state === "busy"}>{t("resetSubmit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
