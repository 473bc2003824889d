import type { Messages } from "./messages";

/**
 * Message namespaces that only one screen's client components use. The signed-in layout leaves them out of
 * every other screen's HTML (each page carries its strings inline: an uncacheable part of every load), and
 * that screen's pages add them with ScreenMessages. `tests/unit/screen-namespaces.test.ts` checks that no
 * other page can reach a component using them.
 */
export const SCREEN_NAMESPACES = {
  admin: ["admin"],
  advice: ["advice"],
  settings: ["dataExport"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type Screen = keyof typeof SCREEN_NAMESPACES;

export const SCREEN_ONLY_NAMESPACES: readonly string[] = Object.values(SCREEN_NAMESPACES).flat();
