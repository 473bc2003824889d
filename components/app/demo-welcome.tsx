"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";

/** After a guest login (`?welcome=demo`): the demo-mode notice, once. */
export function DemoWelcome() {
  const t = useTranslations("app");
  const search = useSearchParams();
  const router = useRouter();
  useEffect(() => {
    if (search.get("welcome") !== "demo") return;
    toast.info(t("demoTitle"), { description: t("demoBanner") });
    router.replace("/chat");
  }, [search, router, t]);
  return null;
}
