"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * The message being written, kept in session storage per conversation ("new" for a new chat): it survives
 * a reload, an update and going offline, and goes with the tab (and at logout, which clears session storage).
 */
export function useDraft(key: string) {
  const storageKey = `chatDraft:${key}`;
  const [text, setText] = useState("");

  useEffect(() => {
    const saved = window.sessionStorage.getItem(storageKey);
    // Restoring a draft happens once, after hydration (the server has none).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setText(saved);
  }, [storageKey]);

  const update = useCallback(
    (value: string) => {
      setText(value);
      if (value) window.sessionStorage.setItem(storageKey, value);
      else window.sessionStorage.removeItem(storageKey);
    },
    [storageKey],
  );

  return [text, update] as const;
}
