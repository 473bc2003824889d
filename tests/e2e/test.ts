import { test as base, expect, type BrowserContext } from "@playwright/test";

export { expect };

/** Chromium's console line for a blocked (or, report-only, reported) load or script under the page's policy. */
export function isCspViolation(text: string): boolean {
  return /Content Security Policy/i.test(text);
}

/**
 * Adds every CSP violation of any page of the context to `violations`: those Chromium prints to the console,
 * and a blocked `eval`, which it only reports to the page (a library may try it and catch the error):
 * each page prints those too.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]) {
  context.on("console", (message) => {
    if (isCspViolation(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => {
      if (event.blockedURI === "eval")
        console.error(`Content Security Policy: ${event.effectiveDirective} blocked eval`);
    }),
  );
}

/**
 * Every spec imports `test` from here (ESLint enforces it): whatever a test does in the browser, in its own
 * page or in contexts it opens itself, it fails when a page printed a Content-Security-Policy violation.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, provide) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watchCspViolations(opened, violations);
        return opened;
      };
      try {
        await provide(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations in the console").toEqual([]);
    },
    { auto: true },
  ],
});
