/** Local-storage key of the dark-mode preference ("true" / "false"); absent means follow the system. */
export const DARK_MODE_KEY = "darkMode";

/**
 * Applies the theme to <html>. Also serialised into an inline script that runs before first paint,
 * so it must stay self-contained (no references outside its body).
 */
export function applyTheme(key: string) {
  let dark = false;
  try {
    const stored = window.localStorage.getItem(key);
    dark = stored === null ? window.matchMedia("(prefers-color-scheme: dark)").matches : stored === "true";
  } catch {
    dark = false;
  }
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

export const themeScript = `(${applyTheme.toString()})(${JSON.stringify(DARK_MODE_KEY)})`;

/** Stores the preference and applies it at once: ThemeSync listens for storage events, which a tab never gets for its own writes. */
export function storeDarkMode(dark: boolean) {
  const value = String(dark);
  window.localStorage.setItem(DARK_MODE_KEY, value);
  window.dispatchEvent(new StorageEvent("storage", { key: DARK_MODE_KEY, newValue: value }));
}
