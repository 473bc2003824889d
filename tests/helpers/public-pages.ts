import { expect, type Browser, type Locator, type Page } from "@playwright/test";

export const LOCALES = ["en", "zh-TW", "zh-CN"] as const;
export type TestLocale = (typeof LOCALES)[number];

/** A page whose interface language is already stored, as after a visitor picked it. */
export async function pageIn(
  browser: Browser,
  baseURL: string | undefined,
  locale: TestLocale,
  options: { width?: number; reducedMotion?: "reduce" } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  await context.addCookies([{ name: "language", value: locale, url: baseURL! }]);
  return { context, page: await context.newPage() };
}

/**
 * Clicks `trigger` and checks the browser navigates to `target` (path and query), by the request it makes.
 * For a public target it also checks the address bar; a `guarded` target (login required) may go on to the
 * sign-in page, which is that page's business, not the link's.
 */
export async function expectLandsOn(page: Page, trigger: Locator, target: string, { guarded = false } = {}) {
  const wanted = new URL(target, "http://x");
  const going = page.waitForRequest((request) => {
    if (request.headers()["next-router-prefetch"]) return false;
    const url = new URL(request.url());
    url.searchParams.delete("_rsc");
    return (
      url.pathname === wanted.pathname &&
      url.search === wanted.search &&
      (request.isNavigationRequest() || request.headers()["rsc"] === "1")
    );
  });
  await trigger.click();
  await going;
  if (!guarded) await expect(page).toHaveURL((url) => url.pathname === wanted.pathname && url.search === wanted.search);
}
