"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, LockIcon, SparklesIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { queryKeys } from "@/lib/client/query-keys";
import { useInNativeWrapper } from "@/components/native/native-wrapper";
import { BackLink } from "@/components/shell/back-link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import type { PublicUser } from "@/lib/auth/public-user";
import { cn } from "@/lib/cn";
import { AppError } from "@/lib/errors";
import { PERSONAS, type PersonaId } from "@/lib/personas/personas";
import { PersonaIcon } from "./persona-icon";
import { PremiumDialog } from "./premium-dialog";

/**
 * /ai-tone: twelve persona cards; free users may look at them all but only pick the therapist. Inside the
 * native wrapper there is no upsell: the banner goes and the dialog points to the website.
 */
export function PersonaPicker({
  saved,
  available,
  pro,
}: {
  saved: PersonaId;
  available: readonly PersonaId[];
  pro: boolean;
}) {
  const t = useTranslations("tone");
  const personas = useTranslations("personas");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<PersonaId | null>(null);
  const [premium, setPremium] = useState<string | null>(null);
  const selected = chosen ?? saved;
  const inWrapper = useInNativeWrapper();

  const save = useMutation({
    mutationFn: (aiTone: PersonaId) => api<PublicUser>("/api/settings/ai-tone", { body: { aiTone } }),
    onSuccess: (user, aiTone) => {
      queryClient.setQueryData(queryKeys.user, user);
      toast.success(t("savedTitle"), { description: t("saved", { name: personas(`${aiTone}.name`) }) });
      router.push("/settings");
    },
    onError: (error) => {
      toast.error(t("errorTitle"), {
        description: error instanceof AppError && error.status > 0 ? error.message : t("errorFallback"),
      });
    },
  });

  function choose(persona: PersonaId) {
    if (available.includes(persona)) return setChosen(persona);
    const name = personas(`${persona}.name`);
    setPremium(name);
    toast(t("premiumTitle"), { description: inWrapper ? t("premiumNoticeApp") : t("premiumNotice") });
  }

  return (
    <div className="grid gap-6">
      <div>
        <BackLink href="/settings" label={t("back")} />
      </div>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      {pro || inWrapper ? null : (
        <section
          aria-labelledby="unlock-title"
          className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center"
        >
          <SparklesIcon aria-hidden className="size-6 shrink-0 text-primary" />
          <div className="grid flex-1 gap-1">
            <h2 id="unlock-title" className="font-semibold">
              {t("bannerTitle")}
            </h2>
            <p className="text-sm">{t("bannerText")}</p>
          </div>
          <Button asChild>
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        </section>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("listLabel")}>
        {PERSONAS.map(({ id }) => {
          const locked = !available.includes(id);
          const isSelected = selected === id;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => choose(id)}
                className={cn(
                  "flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-xs transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isSelected && "border-primary ring-2 ring-primary",
                )}
              >
                <span className="flex items-center gap-2">
                  <PersonaIcon persona={id} className="size-5 text-primary" />
                  <span className="font-semibold">{personas(`${id}.name`)}</span>
                  <span className="ml-auto flex items-center gap-1 text-xs">
                    {id === saved ? (
                      <span className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
                        {t("current")}
                      </span>
                    ) : null}
                    {locked ? (
                      <span className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-muted-foreground">
                        <LockIcon aria-hidden className="size-3" />
                        {t("pro")}
                      </span>
                    ) : null}
                    {isSelected ? <CheckIcon aria-hidden className="size-4 text-primary" /> : null}
                  </span>
                </span>
                <span className="text-sm font-medium text-muted-foreground">{personas(`${id}.tone`)}</span>
                <span className="text-sm">{personas(`${id}.description`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button
          type="button"
          disabled={chosen === null || save.isPending}
          onClick={() => chosen && save.mutate(chosen)}
        >
          {save.isPending ? <Spinner label={t("saving")} /> : null}
          {t("save")}
        </Button>
      </div>
      <PremiumDialog persona={premium} inWrapper={inWrapper} onOpenChange={(open) => !open && setPremium(null)} />
    </div>
  );
}
