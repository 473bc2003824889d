"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { returnFocusTo } from "@/components/ui/return-focus";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** The dialog of AdultConfirmDialog (adult-confirm-dialog.tsx), which loads it when it first opens. */
export function AdultConfirmForm({
  open,
  onOpenChange,
  onConfirm,
  busy,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  /** The button that opened it, where focus goes back when it closes. */
  opener: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations("auth");
  const [adult, setAdult] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} onCloseAutoFocus={returnFocusTo(opener)}>
        <DialogHeader>
          <DialogTitle>{t("adultDialogTitle")}</DialogTitle>
          <DialogDescription>{t("adultDialogDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Checkbox id="adult-confirm" checked={adult} onCheckedChange={(v) => setAdult(v === true)} />
          <label htmlFor="adult-confirm" className="text-sm">
            {t("adultConfirm")}
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("adultDialogCancel")}
          </Button>
          <Button onClick={onConfirm} disabled={!adult || busy}>
            {t("adultDialogContinue")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
