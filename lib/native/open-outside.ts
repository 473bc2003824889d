type BrowserPlugin = { open(options: { url: string }): Promise<void> };
type WindowWithCapacitor = Window & { Capacitor?: { Plugins?: { Browser?: BrowserPlugin } } };

/**
 * In the browser, inside the native wrapper: opens `href` in the system browser rather than in the app's
 * webview, through Capacitor's Browser plugin when the wrapper has it (docs/pwa.md, "The native app wrapper"),
 * else as a new window, which the wrapper hands to the system.
 */
export function openOutside(href: string, win: WindowWithCapacitor = window) {
  const url = new URL(href, win.location.href).href;
  const browser = win.Capacitor?.Plugins?.Browser;
  if (browser) void browser.open({ url });
  else win.open(url, "_blank", "noopener,noreferrer");
}
