"use client";

import { useMemo, useSyncExternalStore } from "react";
import { listeners } from "@/lib/listeners";

/**
 * The message being written, kept in session storage per conversation ("new" for a new chat): it survives
 * a reload, an update and going offline, and goes with the tab (and at logout, which clears session storage).
 * A store rather than state, so each keystroke renders the message box alone (useDraftText), not the whole
 * conversation around it.
 */
export class Draft {
  readonly #storageKey: string;
  readonly #changes = listeners();
  #text: string | undefined;

  constructor(key: string) {
    this.#storageKey = `chatDraft:${key}`;
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
