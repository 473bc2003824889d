"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/app/use-current-user";
import { LongSessionReminder } from "./long-session-reminder";

// Shown once per account: its dialog's code loads only for an account that has not answered it yet.
const FirstUseNotice = dynamic(() => import("./first-use-notice").then((module) => module.FirstUseNotice), {
  ssr: false,
});

/** Screens where the advisor answers: the disclosure, the first-use notice and the long-session reminder belong there. */
const ADVISOR_SCREENS = /^\/(?:chat|advice)(?:\/|$)/;

export function AdvisorSafety() {
  const t = useTranslations("safety");
  const pathname = usePathname() ?? "";
  const { data: user } = useCurrentUser();
  if (!ADVISOR_SCREENS.test(pathname)) return null;
  return (
    <aside aria-label={t("disclosureLabel")}>
      <p className="border-b bg-muted px-4 py-1 text-center text-xs text-muted-foreground">{t("disclosure")}</p>
      <LongSessionReminder />
      {user && !user.safetyNoticeAcknowledged ? <FirstUseNotice user={user} /> : null}
    </aside>
  );
}
