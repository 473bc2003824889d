"use client";

import Link from "next/link";
import { useSearch } from "@/lib/client/use-search";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { rememberRedirect } from "@/lib/auth/redirects";
import { AuthCard } from "./auth-card";
import { GoogleButton } from "./google-button";
import { GuestButton } from "./guest-button";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

export type AuthTab = "login" | "register";

/** Opens on register for ?mode=signup or ?tab=register, otherwise on login (spec section 2). */
export function initialTab(search: URLSearchParams, preset?: AuthTab): AuthTab {
  if (preset) return preset;
  return search.get("mode") === "signup" || search.get("tab") === "register" ? "register" : "login";
}

export function AuthScreen({ preset, googleConfigured }: { preset?: AuthTab; googleConfigured: boolean }) {
  const t = useTranslations("auth");
  const search = useSearch();
  const [tab, setTab] = useState<AuthTab>(() => initialTab(search, preset));
  const onboardingComplete = search.get("onboarding") === "complete";

  useEffect(() => {
    rememberRedirect(search.get("redirect"));
    const error = search.get("error");
    if (error === "adult_required") toast.info(t("adultRequiredGoogle"));
    else if (error) toast.error(t("googleFailedTitle"), { description: t("googleRedirectFailed") });
  }, [search, t]);

  return (
    <AuthCard
      brand={t("brand")}
      title={tab === "login" ? t("loginTitle") : t("registerTitle")}
      description={onboardingComplete ? t("onboardingSaved") : t("subtitle")}
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
        <TabsList className="mb-4 grid w-full grid-cols-2">
          <TabsTrigger value="login">{t("loginTab")}</TabsTrigger>
          <TabsTrigger value="register">{t("registerTab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="grid gap-4">
          <LoginForm />
          <Divider label={t("or")} />
          <GoogleButton configured={googleConfigured} label={t("googleSignIn")} />
          <GuestButton />
          <p className="text-center text-sm text-muted-foreground">
            {t("noAccount")}{" "}
            <Button asChild variant="link" className="h-auto p-0">
              <Link href="/onboarding">{t("startOnboarding")}</Link>
            </Button>
          </p>
        </TabsContent>
        <TabsContent value="register" className="grid gap-4">
          <RegisterForm />
          <Divider label={t("or")} />
          <GoogleButton configured={googleConfigured} label={t("googleSignUp")} confirmAdult />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}

function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {label}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
