"use client";

import { TicketIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useHasOpened } from "@/components/ui/use-has-opened";
import { useSearch } from "@/lib/client/use-search";

const RedeemCodeForm = dynamic(() => import("./redeem-code-form").then((module) => module.RedeemCodeForm), {
  ssr: false,
});

/**
 * Settings' Redeem Code button and modal (spec sections 2, 4, 8). Opens by itself on `/settings?redeem=1`
 * (the pricing page links there). The modal's code loads when it first opens.
 */
export function RedeemCodeDialog() {
  const t = useTranslations("redeem");
  const [open, setOpen] = useState(useSearch().get("redeem") === "1");
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <TicketIcon aria-hidden />
        {t("open")}
      </Button>
      {useHasOpened(open) ? <RedeemCodeForm open={open} onOpenChange={setOpen} opener={opener} /> : null}
    </>
  );
}
