"use client";

import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode, RefObject } from "react";
import { Button } from "@/components/ui/button";
import { returnFocusTo } from "@/components/ui/return-focus";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "@/components/ui/sheet";

/** The conversations as a sheet on small screens; the chat screen loads it when it first opens. */
export function ConversationsSheet({
  open,
  onOpenChange,
  opener,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when it closes (the menu button). */
  opener: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const t = useTranslations("chat");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-80 max-w-[85vw] gap-0 p-0"
        showCloseButton={false}
        onCloseAutoFocus={returnFocusTo(opener)}
      >
        {/* A header of its own, so the close button never sits on top of New chat. */}
        <div className="flex items-center justify-between border-b py-1 pr-1 pl-4">
          <SheetTitle className="text-sm font-medium">{t("conversations")}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t("close")}>
              <XIcon aria-hidden />
            </Button>
          </SheetClose>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
