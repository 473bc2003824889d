import type { Messages } from "./messages";

/**
 * Namespaces only one screen's client components use: left out of other screens' HTML (strings are inlined on
 * every load) and added by that screen's ScreenMessages. tests/unit/screen-namespaces.test.ts checks no other
 * page reaches them.
 */
export const SCREEN_NAMESPACES = {
  admin: ["admin"],
  advice: ["advice"],
  coach: ["coach"],
  insights: ["insights"],
  settings: ["dataExport", "safetyPlan", "memory"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type Screen = keyof typeof SCREEN_NAMESPACES;

export const SCREEN_ONLY_NAMESPACES: readonly string[] = Object.values(SCREEN_NAMESPACES).flat();

/** What the root layout hands every page's shared widgets: the language and theme controls, the update prompt. */
export const SHELL_NAMESPACES = ["common", "language", "theme", "pwa"] as const satisfies readonly (keyof Messages)[];

/**
 * The sign-up path's own providers, which replace the shell's strings in their subtree: only what their client
 * components read, as every string here is in each load's HTML. `tests/unit/screen-namespaces.test.ts` checks
 * that nothing their pages reach needs more.
 */
export const AUTH_NAMESPACES = [
  "common",
  "language",
  "theme",
  "validation",
  "auth",
] as const satisfies readonly (keyof Messages)[];
export const ONBOARDING_NAMESPACES = [
  "common",
  "language",
  "theme",
  "onboarding",
  "profileFields",
  "onboardingChoices",
] as const satisfies readonly (keyof Messages)[];

/** The unsubscribe page's (app/unsubscribe): its card's frame and its own strings. */
export const UNSUBSCRIBE_NAMESPACES = [
  "common",
  "language",
  "unsubscribe",
] as const satisfies readonly (keyof Messages)[];
