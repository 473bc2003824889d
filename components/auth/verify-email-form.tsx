"use client";

import Link from "next/link";
import { useSearch } from "@/lib/client/use-search";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { VERIFICATION_EMAIL_KEY, enterApp, takePostLoginPath } from "@/lib/auth/redirects";
import { AppError } from "@/lib/errors";
import { AuthCard } from "./auth-card";

export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left on a countdown that ticks once a second down to zero. */
function useCountdown(initial: number) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

export function VerifyEmailForm() {
  const t = useTranslations("auth");
  const search = useSearch();
  const remembered = useSyncExternalStore(
    () => () => {},
    () => window.localStorage.getItem(VERIFICATION_EMAIL_KEY),
    () => null,
  );
  const email = search.get("email") ?? remembered ?? "";
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A code was just sent when the visitor arrives from registration or login.
  const [cooldown, setCooldown] = useCountdown(RESEND_COOLDOWN_SECONDS);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!email) return setError(t("emailNotFound"));
    if (!/^\d{6}$/.test(code)) return setError(t("codeInvalidFormat"));
    setError(undefined);
    setBusy(true);
    try {
      await api("/api/verify-email", { body: { email, code } });
      window.localStorage.removeItem(VERIFICATION_EMAIL_KEY);
      enterApp(takePostLoginPath(search), { toast: { kind: "success", title: t("verifiedLoggingIn") } });
    } catch (e) {
      setBusy(false);
      setError(e instanceof AppError && e.status > 0 ? e.message : t("verificationFailed"));
    }
  }

  async function resend() {
    if (!email) return setError(t("emailNotFound"));
    if (cooldown > 0) {
      toast.info(t("pleaseWaitTitle"), { description: t("pleaseWait", { seconds: cooldown }) });
      return;
    }
    try {
      await api("/api/send-verification", { body: { email } });
      toast.success(t("codeSent"));
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (e) {
      if (e instanceof AppError && typeof e.fields.waitTime === "number") {
        setCooldown(e.fields.waitTime);
        toast.error(t("rateLimitedTitle"), { description: t("rateLimited", { seconds: e.fields.waitTime }) });
      } else {
        toast.error(t("resendFailed"));
      }
    }
  }

  return (
    <AuthCard
      brand={t("brand")}
      title={t("verifyTitle")}
      description={email ? t("verifyDescription", { email }) : t("emailNotFound")}
    >
      <Form noValidate onSubmit={verify} className="grid gap-4">
        <Field id="verify-code" label={t("codeLabel")} error={error}>
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              className="text-center text-2xl tracking-[0.5em]"
            />
          )}
        </Field>
        <SubmitButton disabled={busy || code.length !== 6}>{busy ? t("verifying") : t("verify")}</SubmitButton>
      </Form>
      <Button type="button" variant="outline" onClick={resend} aria-describedby="resend-status">
        {t("resendCode")}
      </Button>
      <p id="resend-status" className="text-center text-sm text-muted-foreground" aria-live="polite">
        {cooldown > 0 ? t("resendIn", { seconds: cooldown }) : t("resendReady")}
      </p>
      <Button asChild variant="link">
        <Link href="/auth?tab=login">{t("backToLogin")}</Link>
      </Button>
    </AuthCard>
  );
}
