"use client";

import { useRouter } from "next/navigation";
import { useSearch } from "@/lib/client/use-search";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** After a guest login (`?welcome=demo`): the demo-mode notice, once. */
export function DemoWelcome() {
  const t = useTranslations("app");
  const search = useSearch();
  const router = useRouter();
  useEffect(() => {
    if (search.get("welcome") !== "demo") return;
    toast.info(t("demoTitle"), { description: t("demoBanner") });
    router.replace("/chat");
  }, [search, router, t]);
  return null;
}
