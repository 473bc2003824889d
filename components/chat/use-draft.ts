"use client";

import { useMemo, useSyncExternalStore } from "react";
import { chatDraftStorageKey } from "@/lib/client/coach-handoff";
import { listeners } from "@/lib/listeners";

/**
 * The message being written, in session storage per conversation ("new" for a new chat), so it survives a reload
 * or going offline and leaves with the tab or at logout. A store, not state, so a keystroke renders the message box
 * alone (useDraftText). A private chat's draft (`stored` false) is kept in memory only.
 */
export class Draft {
  readonly #storageKey: string;
  readonly #stored: boolean;
  readonly #changes = listeners();
  #text: string | undefined;

  /** The conversation's id, or "new". */
  readonly key: string;

  constructor(key: string, stored = true) {
    this.key = key;
    this.#storageKey = chatDraftStorageKey(key);
    this.#stored = stored;
  }

  get = () => (this.#text ??= (this.#stored ? window.sessionStorage.getItem(this.#storageKey) : null) ?? "");

  set = (text: string) => {
    this.#text = text;
    if (this.#stored) {
      if (text) window.sessionStorage.setItem(this.#storageKey, text);
      else window.sessionStorage.removeItem(this.#storageKey);
    }
    this.#changes.notify();
  };

  subscribe = this.#changes.subscribe;
}

/** The conversation's draft, one store per key; `stored` false keeps it in memory only. */
export function useDraft(key: string, stored = true): Draft {
  return useMemo(() => new Draft(key, stored), [key, stored]);
}

/** The draft's text, for what shows it; the server has none (restored once the page runs). */
export function useDraftText(draft: Draft): string {
  return useSyncExternalStore(draft.subscribe, draft.get, () => "");
}
