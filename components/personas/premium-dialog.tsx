"use client";

import { CrownIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Shown when a free user picks a Pro persona: what it is and the way to get it. */
export function PremiumDialog({
  persona,
  onOpenChange,
}: {
  persona: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("tone");
  return (
    <Dialog open={persona !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CrownIcon aria-hidden className="size-5 text-primary" />
            {t("premiumTitle")}
          </DialogTitle>
          <DialogDescription>{t("premiumDialog", { name: persona ?? "" })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("notNow")}</Button>
          </DialogClose>
          <Button asChild>
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
