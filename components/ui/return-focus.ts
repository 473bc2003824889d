import type { RefObject } from "react";

/**
 * For a dialog's `onCloseAutoFocus`: Radix gives focus back to its own Trigger, and a dialog whose code loads
 * on demand has none, so focus goes back to the button that opened it.
 */
export function returnFocusTo(opener: RefObject<HTMLElement | null> | undefined) {
  if (!opener) return undefined;
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
