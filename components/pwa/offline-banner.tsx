"use client";

import { WifiOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** The chat's offline state: said once, politely, above the conversation. */
export function OfflineBanner() {
  const t = useTranslations("pwa.offline");
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-b bg-muted px-4 py-2 text-center text-sm text-muted-foreground"
    >
      <WifiOffIcon aria-hidden className="size-4 shrink-0" />
      {t("chatBanner")}
    </p>
  );
}
