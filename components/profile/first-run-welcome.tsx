"use client";

import { HeartHandshakeIcon, ShieldCheckIcon, SparklesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";

/** Welcomes a new account and offers the profile wizard; either answer is remembered. */
export function FirstRunWelcome({ nickname }: { nickname: string | null }) {
  const t = useTranslations("firstRun");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function go(path: string) {
    setBusy(true);
    // Remembered before leaving, so /chat does not send the user back here; if it fails, they are asked again.
    await api("/api/profile/offered", { body: {} }).catch(() => undefined);
    router.push(path);
  }

  const points = [
    { icon: HeartHandshakeIcon, text: t("pointPersonal") },
    { icon: SparklesIcon, text: t("pointQuick") },
    { icon: ShieldCheckIcon, text: t("pointPrivate") },
  ];
  return (
    <section aria-labelledby="first-run-title" className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-2">
        <h1 id="first-run-title" className="text-2xl font-semibold tracking-tight">
          {nickname ? t("titleNamed", { nickname }) : t("title")}
        </h1>
        <p className="text-muted-foreground">{t("description")}</p>
      </div>
      <ul className="grid gap-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" disabled={busy} onClick={() => void go("/profile")}>
          {t("start")}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void go("/chat")}>
          {t("later")}
        </Button>
      </div>
    </section>
  );
}
