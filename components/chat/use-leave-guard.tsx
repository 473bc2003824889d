"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";

/**
 * Asks before a private chat is left while `active` (it holds messages that nothing keeps): the browser's own
 * prompt on a reload, on closing the tab or on going to another site (`beforeunload`); a confirm dialog for the
 * app's own ways out, any link to a page of the app, caught before the app's router sees the click, and the
 * screen's actions passed through `leave` (New chat, another conversation). Inactive, everything goes through.
 * `onAsk` runs as the dialog opens (the screen closes its conversations sheet).
 */
export function useLeaveGuard({ active, onAsk }: { active: boolean; onAsk: () => void }): {
  leave: (go: () => void) => void;
  dialog: ReactNode;
} {
  const t = useTranslations("chat");
  const router = useRouter();
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Confirmed: a way out that loads a page (a link to a public page) must not ask a second time.
  const released = useRef(false);
  const ask = (go: () => void) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onAsk();
    setPending({ go });
  };
  // The listeners below ask with the latest render's `ask`.
  const asking = useRef(ask);
  useEffect(() => {
    asking.current = ask;
  });

  useEffect(() => {
    if (!active) return;
    released.current = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      // Another site is a page load (beforeunload asks); a link within this page (the skip link) leaves nothing.
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      asking.current(() => router.push(url.pathname + url.search + url.hash));
    };
    window.addEventListener("beforeunload", beforeUnload);
    // Capturing at the document: before React's listeners at its root, so a Next link never starts navigating.
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [active, router]);

  const leave = (go: () => void) => (active ? ask(go) : go());

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      returnFocus={returnFocus}
      title={t("leavePrivateTitle")}
      description={t("leavePrivateDescription")}
      confirmLabel={t("leavePrivateConfirm")}
      cancelLabel={t("leavePrivateStay")}
      busy={false}
      onConfirm={() => {
        released.current = true;
        setPending(null);
        pending?.go();
      }}
    />
  );
  return { leave, dialog };
}
