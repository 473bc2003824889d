import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React takes the page over, true once it has: a control that acts
 * only through React stays disabled until then, instead of swallowing a tap made while the page's script
 * still loads (or, for a form, submitting it natively and reloading the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
