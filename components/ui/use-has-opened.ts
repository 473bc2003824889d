import { useState } from "react";

/** Whether a dialog has been open at least once: its code, loaded on demand, stays mounted from then on. */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
