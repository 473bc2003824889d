"use client";

import { useMemo, useSyncExternalStore } from "react";
import { chatDraftStorageKey } from "@/lib/client/coach-handoff";
import { listeners } from "@/lib/listeners";

/**
 * The message being written, in session storage per conversation ("new" for a new chat), so it survives a reload
 * or going offline and leaves with the tab or at logout. A store, not state, so a keystroke renders the message box
 * alone (useDraftText).
 */
export class Draft {
  readonly #storageKey: string;
  readonly #changes = listeners();
  #text: string | undefined;

  /** The conversation's id, or "new". */
  readonly key: string;

  constructor(key: string) {
    this.key = key;
    this.#storageKey = chatDraftStorageKey(key);
  }

  get = () => (this.#text ??= window.sessionStorage.getItem(this.#storageKey) ?? "");

  set = (text: string) => {
    this.#text = text;
    if (text) window.sessionStorage.setItem(this.#storageKey, text);
    else window.sessionStorage.removeItem(this.#storageKey);
    this.#changes.notify();
  };

  subscribe = this.#changes.subscribe;
}

/** The conversation's draft, one store per key. */
export function useDraft(key: string): Draft {
  return useMemo(() => new Draft(key), [key]);
}

/** The draft's text, for what shows it; the server has none (restored once the page runs). */
export function useDraftText(draft: Draft): string {
  return useSyncExternalStore(draft.subscribe, draft.get, () => "");
}
