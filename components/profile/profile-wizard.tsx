"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Form, SubmitButton } from "@/components/forms/form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { queryKeys } from "@/lib/client/query-keys";
import { Field, useMessageText } from "@/components/forms/field";
import { OutsideLink } from "@/components/native/outside-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { PublicUser } from "@/lib/auth/public-user";
import { AppError } from "@/lib/errors";
import { lazySchema, useSchemaForm } from "@/lib/client/schema-form";
import { AGE_MIN, PROFILE_TEXT_FIELDS } from "@/lib/profile/field-names";
import type { profileFormSchema } from "@/lib/profile/fields";
import { ProfileField, type ProfileFieldName } from "./profile-field";
import { WizardProgress } from "./wizard-progress";

type Output = z.output<typeof profileFormSchema>;
type StepField = ProfileFieldName | "age" | "aiTone";
type Values = Record<(typeof PROFILE_TEXT_FIELDS)[number] | "age" | "aiTone", string>;

const profileForm = lazySchema<Values, Output>(() => import("@/lib/profile/fields").then((m) => m.profileFormSchema));

const BASICS = ["nickname", "relationshipStatus", "age"] as const;
const STEPS = [
  { key: "basics", fields: BASICS },
  {
    key: "relationship",
    fields: ["relationshipDuration", "livingSituation", "conflictFrequency", "partnerNickname", "aiTone"],
  },
  { key: "reflections", fields: ["satisfiedAspects", "improvementAspects"] },
  {
    key: "communication",
    fields: [
      "userCommunicationStyle",
      "partnerCommunicationStyle",
      "userLoveLanguage",
      "partnerLoveLanguage",
      "personalGoals",
      "relationshipGoals",
    ],
  },
] as const satisfies readonly { key: string; fields: readonly StepField[] }[];

const LOVE_LANGUAGE_QUIZ = "https://5lovelanguages.com/quizzes/love-language";
/** After a save the user sees the confirmation for this long before the chat opens (spec section 9). */
const REDIRECT_DELAY_MS = 1500;

/** Digits only, at most two; a two-digit age under 18 becomes 18. */
function typedAge(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 2);
  return digits.length === 2 && Number(digits) < AGE_MIN ? String(AGE_MIN) : digits;
}

function defaultsFrom(user: PublicUser): Values {
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, user[field] ?? ""]));
  return {
    ...(texts as Record<(typeof PROFILE_TEXT_FIELDS)[number], string>),
    nickname: user.nickname ?? "",
    relationshipStatus: user.relationshipStatus ?? "",
    age: user.age ?? "",
    aiTone: user.aiTone,
  };
}

/** The signed-in profile wizard: "profile setup" the first time, "user information" afterwards. */
export function ProfileWizard({ user }: { user: PublicUser }) {
  const t = useTranslations("profile");
  const fields = useTranslations("profileFields");
  const text = useMessageText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const returning = user.onboardingCompleted;
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(profileForm, defaultsFrom(user));
  const { values, errors } = form;
  const last = step === STEPS.length - 1;

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api<PublicUser>("/api/onboarding", { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.user, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
      toast.success(t("savedTitle"), { description: t("saved") });
    },
    onError: (error) => {
      if (error instanceof AppError && error.status > 0) toast.error(t("updateFailed"), { description: error.message });
      else toast.error(t("submissionErrorTitle"), { description: t("submissionError") });
    },
  });
  const busy = save.isPending || save.isSuccess;

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(() => {
      router.push("/chat");
      router.refresh();
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess, router]);

  function goTo(next: number) {
    flushSync(() => setStep(next));
    heading.current?.focus();
  }

  function focusFirstError(names: readonly StepField[], found: Partial<Record<StepField, string>>) {
    const invalid = names.find((name) => found[name]);
    if (invalid) document.getElementById(`profile-${invalid}`)?.focus();
  }

  function missingInformation() {
    toast.error(t("missingTitle"), { description: t("missingDescription") });
  }

  async function next() {
    const names = STEPS[step]!.fields;
    const found = await form.validate(names);
    if (Object.keys(found).length === 0) return goTo(step + 1);
    missingInformation();
    focusFirstError(names, found);
  }

  /** Saves only the basics (spec: the skip payload) and finishes onboarding. */
  async function skip() {
    const found = await form.validate(BASICS);
    if (Object.keys(found).length > 0) {
      if (step !== 0) goTo(0);
      if (found.age && values.age) toast.error(text(found.age));
      else missingInformation();
      focusFirstError(BASICS, found);
      return;
    }
    const { nickname, relationshipStatus, age, aiTone } = values;
    save.mutate({ nickname, relationshipStatus, age, aiTone, onboardingCompleted: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Enter on an earlier step means "next": only the last step saves.
    if (!last) return void next();
    void form.handleSubmit(
      (profile) => save.mutate({ ...profile, onboardingCompleted: true }),
      missingInformation,
    )(event);
  }

  function renderField(name: Exclude<StepField, "aiTone">) {
    if (name === "age") {
      const age = form.text("age");
      return (
        <Field key={name} id="profile-age" label={fields("age")} hint={t("ageHint")} error={text(errors.age)}>
          {(control) => (
            <Input
              {...control}
              {...age}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              className="w-24"
              onChange={(event) => form.setValue("age", typedAge(event.target.value))}
            />
          )}
        </Field>
      );
    }
    const required = (BASICS as readonly string[]).includes(name);
    return (
      <ProfileField
        key={name}
        field={name}
        lists="profile"
        optional={!required}
        value={values[name]}
        onChange={(value) => form.setValue(name, value)}
        error={text(errors[name])}
        hint={
          name === "userLoveLanguage" ? (
            <QuizLink label={t("loveLanguageQuiz")} newTab={t("opensInNewTab")} />
          ) : undefined
        }
      />
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{returning ? t("titleReturning") : t("titleNew")}</h1>
        <p className="text-muted-foreground">{returning ? t("descriptionReturning") : t("descriptionNew")}</p>
      </div>
      <WizardProgress step={step + 1} total={STEPS.length} />
      <Form
        onFocus={profileForm.preload}
        noValidate
        onSubmit={submit}
        className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        aria-labelledby="profile-step-title"
      >
        <h2 id="profile-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t(`steps.${STEPS[step]!.key}`)}
        </h2>
        <div className="grid gap-5">{STEPS[step]!.fields.filter((name) => name !== "aiTone").map(renderField)}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button type="button" variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
            {t("back")}
          </Button>
          {returning ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => router.push("/chat")}>
              {t("cancel")}
            </Button>
          ) : (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void skip()}>
              {step === 0 ? t("skip") : t("skipToChat")}
            </Button>
          )}
          <SubmitButton disabled={busy} className="sm:ml-auto">
            {save.isPending ? <Spinner label={t("saving")} /> : null}
            {last ? (returning ? t("update") : t("complete")) : t("next")}
          </SubmitButton>
        </div>
      </Form>
      {returning ? null : (
        <p className="text-center text-sm text-muted-foreground">
          {t("laterNote")}{" "}
          <Link href="/settings" className="underline underline-offset-4">
            {t("settingsLink")}
          </Link>
        </p>
      )}
    </div>
  );
}

function QuizLink({ label, newTab }: { label: string; newTab: string }) {
  return (
    <OutsideLink
      href={LOVE_LANGUAGE_QUIZ}
      newTab
      className="inline-flex items-center gap-1 underline underline-offset-4"
    >
      {label}
      <ExternalLinkIcon aria-hidden className="size-3" />
      <span className="sr-only">{newTab}</span>
    </OutsideLink>
  );
}
