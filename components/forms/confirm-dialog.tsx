"use client";

import dynamic from "next/dynamic";
import { Slot } from "radix-ui";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useHasOpened } from "@/components/ui/use-has-opened";
import type { ConfirmAlertProps } from "./confirm-alert";

const ConfirmAlert = dynamic(() => import("./confirm-alert").then((module) => module.ConfirmAlert), { ssr: false });

/**
 * "Are you sure?" before something destructive; stays open while `onConfirm` runs, so a failure can be retried,
 * and the caller closes it. Focus returns to the trigger or to `returnFocus`, read on close because the trigger
 * may be gone by then.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  returnFocus,
  ...alert
}: Omit<ConfirmAlertProps, "open" | "onOpenChange" | "opener"> & {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const opener = useRef<HTMLElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const shown = open ?? ownOpen;
  const opened = useHasOpened(shown);

  function change(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  return (
    <>
      {trigger ? (
        <Slot.Root ref={opener} aria-haspopup="dialog" aria-expanded={shown} onClick={() => change(true)}>
          {trigger}
        </Slot.Root>
      ) : null}
      {opened ? <ConfirmAlert {...alert} open={shown} onOpenChange={change} opener={returnFocus ?? opener} /> : null}
    </>
  );
}
