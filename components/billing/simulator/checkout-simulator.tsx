"use client";

import { LockIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { Form, SubmitButton } from "@/components/forms/form";
import { Field, useMessageText } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { PAID_PLAN_DETAILS, formatPrice } from "@/lib/billing/plans";
import type { SimulatedCheckoutView } from "@/lib/billing/simulator/checkout";
import type { simulatedPaymentSchema } from "@/lib/billing/simulator/schemas";
import { AppError } from "@/lib/errors";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { SimulatorBadge } from "./simulator-badge";

type Output = z.output<typeof simulatedPaymentSchema>;

const paymentForm = lazySchema<{ card: string; holdWebhooks: boolean }, Output>(() =>
  import("@/lib/billing/simulator/schemas").then((m) => m.simulatedPaymentSchema),
);

/** The simulated hosted checkout: what is bought, in the visitor's language, and a test card to pay with. */
export function CheckoutSimulator({ session }: { session: SimulatedCheckoutView }) {
  const t = useTranslations("simulator");
  const tp = useTranslations("pricing");
  const text = useMessageText();
  const locale = useLocale();
  const plan = PAID_PLAN_DETAILS[session.plan];
  const price = `${formatPrice(plan.priceCents, locale)}${tp(`period.${plan.interval}`)}`;
  const dueToday = formatPrice(session.trialDays ? 0 : plan.priceCents, locale);
  const [failure, setFailure] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(paymentForm, { card: "", holdWebhooks: false });
  const { errors, submitting } = form;

  async function pay(values: Output) {
    setFailure(undefined);
    try {
      const { redirectUrl } = await api<{ redirectUrl: string }>(`/api/dev/checkout/${session.id}/pay`, {
        body: values,
      });
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      setFailure(error instanceof AppError && error.status > 0 ? error.message : t("paymentFailed"));
    }
  }

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="checkout-summary" className="grid content-start gap-4">
        <SimulatorBadge />
        <h1 id="checkout-summary" className="text-2xl font-semibold">
          {t("checkoutTitle")}
        </h1>
        <div className="grid gap-1 rounded-xl border bg-card p-4">
          <p className="font-medium">{tp(session.plan === "pro_annual" ? "proAnnual.name" : "proMonthly.name")}</p>
          <p className="text-sm text-muted-foreground">
            {session.trialDays ? t("trialLine", { days: session.trialDays, price }) : price}
          </p>
          <p className="mt-3 flex justify-between border-t pt-3 font-medium">
            <span>{t("dueToday")}</span>
            <span>{dueToday}</span>
          </p>
        </div>
      </section>

      {session.open ? (
        <Form
          onFocus={paymentForm.preload}
          noValidate
          onSubmit={form.handleSubmit(pay)}
          aria-label={t("checkoutTitle")}
          className="grid content-start gap-4 rounded-xl border bg-card p-5"
        >
          <Field id="checkout-email" label={t("email")}>
            {(control) => <Input {...control} value={session.email ?? ""} readOnly />}
          </Field>
          <Field id="checkout-card" label={t("card")} hint={t("cardHint")} error={text(errors.card)}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                {...form.text("card")}
              />
            )}
          </Field>
          <div className="flex items-start gap-2">
            <Checkbox id="checkout-hold" className="mt-0.5" {...form.checkbox("holdWebhooks")} />
            <Label htmlFor="checkout-hold" className="text-sm leading-snug font-normal">
              {t("holdWebhooks")}
            </Label>
          </div>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
          <SubmitButton size="lg" disabled={submitting || leaving}>
            <LockIcon aria-hidden />
            {submitting || leaving
              ? t("processing")
              : session.trialDays
                ? t("startTrial")
                : t("pay", { amount: dueToday })}
          </SubmitButton>
          <Button asChild variant="ghost">
            <Link href={session.cancelUrl}>{t("cancel")}</Link>
          </Button>
        </Form>
      ) : (
        <div className="grid content-start gap-4 rounded-xl border bg-card p-5">
          <p role="status">{t("closed")}</p>
          <Button asChild variant="outline">
            <Link href="/settings">{t("backToApp")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
