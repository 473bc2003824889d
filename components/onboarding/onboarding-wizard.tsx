"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Form, SubmitButton } from "@/components/forms/form";
import { useHydrated } from "@/components/app/use-hydrated";
import { toast } from "@/components/ui/toast";
import { Field } from "@/components/forms/field";
import { ProfileField, type ProfileFieldName } from "@/components/profile/profile-field";
import { WizardProgress } from "@/components/profile/wizard-progress";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { AppError } from "@/lib/errors";
import { AGE_MAX, AGE_MIN } from "@/lib/profile/field-names";
import {
  emptyAnswers,
  PRE_LOGIN_PROFILE_KEY,
  readPreLoginAnswers,
  writePreLoginProfile,
  type PreLoginAnswers,
} from "@/lib/client/profile-storage";

const STEPS = [
  { key: "basics", fields: ["nickname", "relationshipStatus"] },
  { key: "relationship", fields: ["relationshipDuration", "partnerNickname", "livingSituation", "conflictFrequency"] },
  {
    key: "communication",
    fields: ["userCommunicationStyle", "partnerCommunicationStyle", "userLoveLanguage", "partnerLoveLanguage"],
  },
  { key: "goals", fields: ["satisfiedAspects", "improvementAspects", "personalGoals", "relationshipGoals"] },
] as const satisfies readonly { key: string; fields: readonly ProfileFieldName[] }[];

type Problem = {
  title: "missingTitle" | "ageErrorTitle";
  description: "nicknameMissing" | "statusMissing" | "ageMissing" | "ageInvalid";
  field: string;
};

/** Step 1 needs a nickname, a relationship status and an age of 18 to 99; the first gap is reported. */
function basicsProblem(answers: PreLoginAnswers): Problem | undefined {
  if (!answers.nickname.trim())
    return { title: "missingTitle", description: "nicknameMissing", field: "profile-nickname" };
  if (!answers.relationshipStatus.trim())
    return { title: "missingTitle", description: "statusMissing", field: "profile-relationshipStatus" };
  if (!answers.age.trim()) return { title: "missingTitle", description: "ageMissing", field: "onboarding-age" };
  const age = Number(answers.age);
  if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX)
    return { title: "ageErrorTitle", description: "ageInvalid", field: "onboarding-age" };
  return undefined;
}

/**
 * The pre-login wizard: answers live in local storage until registration (or the account) takes them. Step 1
 * is server-rendered empty so it paints before any script; saved answers fill in once React runs, and the fields
 * stay disabled until then so nothing typed is overwritten.
 */
export function OnboardingWizard({ account }: { account: { aiTone: string; guest: boolean } | null }) {
  const hydrated = useHydrated();
  const t = useTranslations("onboarding");
  const fields = useTranslations("profileFields");
  const router = useRouter();
  const [answers, setAnswers] = useState(emptyAnswers);
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = step === STEPS.length - 1;

  useEffect(() => {
    // Local storage exists only in the browser: read once React runs, never in the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswers(readPreLoginAnswers());
  }, []);

  function update(field: keyof PreLoginAnswers, value: string) {
    const next = { ...answers, [field]: value };
    setAnswers(next);
    writePreLoginProfile(next, false);
  }

  function goTo(next: number) {
    flushSync(() => setStep(next));
    heading.current?.focus();
  }

  function back() {
    if (step > 0) goTo(step - 1);
    else router.push(account ? "/chat" : "/");
  }

  async function saveToAccount() {
    setSaving(true);
    try {
      await api("/api/onboarding", { body: { ...answers, aiTone: account!.aiTone, onboardingCompleted: true } });
      if (!account!.guest) window.localStorage.removeItem(PRE_LOGIN_PROFILE_KEY);
      toast.success(t("savedTitle"), { description: t("saved") });
      router.push("/chat");
    } catch (error) {
      setSaving(false);
      toast.error(t("saveFailed"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("saveFailedRetry"),
      });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = step === 0 ? basicsProblem(answers) : undefined;
    if (problem) {
      toast.error(t(problem.title), { description: t(problem.description) });
      document.getElementById(problem.field)?.focus();
      return;
    }
    if (!last) return goTo(step + 1);
    writePreLoginProfile(answers, true);
    if (account) void saveToAccount();
    else router.push("/auth?mode=signup&onboarding=complete");
  }

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="icon" onClick={back} disabled={!hydrated} aria-label={t("back")}>
          <ArrowLeftIcon aria-hidden />
        </Button>
        {account ? null : (
          <Button asChild variant="link" className="h-auto p-0">
            <Link href="/auth?mode=login">{t("haveAccount")}</Link>
          </Button>
        )}
      </div>
      <WizardProgress step={step + 1} total={STEPS.length} />
      <Form noValidate onSubmit={submit} className="grid gap-6" aria-labelledby="onboarding-step-title">
        <div className="grid gap-1">
          <h1
            id="onboarding-step-title"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            {t(`steps.${STEPS[step]!.key}.title`)}
          </h1>
          <p className="text-muted-foreground">{t(`steps.${STEPS[step]!.key}.description`)}</p>
        </div>
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
          {STEPS[step]!.fields.map((field) => (
            <ProfileField
              key={field}
              field={field}
              lists="onboarding"
              value={answers[field]}
              onChange={(value) => update(field, value)}
            />
          ))}
          {step === 0 ? (
            <Field id="onboarding-age" label={fields("age")} hint={t("ageHint")}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={AGE_MIN}
                  max={AGE_MAX}
                  className="w-32"
                  value={answers.age}
                  onChange={(event) => update("age", event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </fieldset>
        <SubmitButton size="lg" disabled={saving} className="w-full sm:w-auto sm:justify-self-end">
          {saving ? <Spinner label={t("saving")} /> : null}
          {last ? (account ? t("saveProfile") : t("registerToSave")) : t("next")}
        </SubmitButton>
      </Form>
      {account ? null : (
        <p className="text-center text-sm">
          <Button asChild variant="link" className="h-auto p-0">
            <Link href="/auth?tab=login">{t("haveAccountSignIn")}</Link>
          </Button>
        </p>
      )}
    </div>
  );
}
