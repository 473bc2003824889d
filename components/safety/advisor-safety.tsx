"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCurrentUser } from "@/components/app/use-current-user";
import { FirstUseNotice } from "./first-use-notice";
import { LongSessionReminder } from "./long-session-reminder";

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
