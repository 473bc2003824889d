"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { Form, SubmitButton } from "@/components/forms/form";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import type { ReminderKind } from "@/lib/reminders/kinds";

/** Asks before turning a kind of reminder off (its one button posts the e-mail's token), then says it is done. */
export function UnsubscribeConfirm({ token, kind }: { token: string; kind: ReminderKind }) {
  const t = useTranslations("unsubscribe");
  const brand = useTranslations("common")("appName");
  const [state, setState] = useState<"ask" | "busy" | "done">("ask");
  const [error, setError] = useState<string>();
  const doneTitle = useRef<HTMLSpanElement>(null);

  // The button is gone once it worked: focus goes to what replaced it, so it is read out.
  useEffect(() => {
    if (state === "done") doneTitle.current?.focus();
  }, [state]);

  async function stop(event: FormEvent) {
    event.preventDefault();
    setState("busy");
    setError(undefined);
    try {
      await api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      setState("done");
    } catch (e) {
      setState("ask");
      setError(e instanceof AppError && e.status > 0 ? e.message : t("failed"));
    }
  }

  if (state === "done") {
    const title = (
      <span ref={doneTitle} tabIndex={-1} className="outline-none">
        {t("doneTitle")}
      </span>
    );
    return (
      <AuthCard brand={brand} title={title} description={t("done")}>
        <Button asChild variant="outline">
          <Link href="/settings/reminders">{t("settingsLink")}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard brand={brand} title={t(`${kind}Title`)} description={t("description")}>
      <Form noValidate onSubmit={stop} className="grid gap-4">
        <SubmitButton disabled={state === "busy"}>{state === "busy" ? t("working") : t("confirm")}</SubmitButton>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </Form>
    </AuthCard>
  );
}
