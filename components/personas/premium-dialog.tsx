"use client";

import { CrownIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { WebsiteNotice } from "@/components/native/website-notice";
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

/** Shown when a free user picks a Pro persona: what it is and the way to get it (the website, inside the native wrapper). */
export function PremiumDialog({
  persona,
  inWrapper,
  onOpenChange,
}: {
  persona: string | null;
  inWrapper: boolean;
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
          <DialogDescription>
            {t(inWrapper ? "premiumDialogApp" : "premiumDialog", { name: persona ?? "" })}
          </DialogDescription>
        </DialogHeader>
        {inWrapper ? <WebsiteNotice compact className="text-muted-foreground" /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("notNow")}</Button>
          </DialogClose>
          {inWrapper ? null : (
            <Button asChild>
              <Link href="/subscription">{t("upgrade")}</Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
