"use client";

import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { returnFocusTo } from "@/components/ui/return-focus";
import { Sheet, SheetClose, SheetContent, SheetPortal, SheetTitle } from "@/components/ui/sheet";

/**
 * The conversations as a sheet on small screens: modal by an overlay, a looping focus scope and `aria-hidden`,
 * not by a modal Radix Dialog or `inert`, whose inherited body styles restyle every element on open and close
 * (30–40 ms each on a phone in a long conversation, bench/chat-long.mjs). The page never scrolls, so no lock.
 */
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
  // Elements, not refs: the portals mount them a render after the sheet opens.
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (open && overlay && content) return hiddenBesides([overlay, content]);
  }, [open, overlay, content]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} modal={false}>
      <SheetPortal>
        <div
          ref={setOverlay}
          aria-hidden
          data-state={open ? "open" : "closed"}
          className="fixed inset-0 z-50 touch-none bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0"
        />
      </SheetPortal>
      <SheetContent
        ref={setContent}
        side="left"
        className="w-80 max-w-[85vw] gap-0 overscroll-contain p-0"
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

/** Hides every other part of the page from screen readers (the sheet's parts are in portals at the body's end); undoes it. */
function hiddenBesides(keep: HTMLElement[]) {
  const others = [...document.body.children].filter(
    (child) => !child.hasAttribute("aria-hidden") && !keep.some((element) => child.contains(element)),
  );
  for (const other of others) other.setAttribute("aria-hidden", "true");
  return () => {
    for (const other of others) other.removeAttribute("aria-hidden");
  };
}
