import path from "node:path";
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, login, signedIn, uniqueEmail } from "./helpers";
import { ownServer } from "./own-server";

// The native wrapper is a webview that adds `HearthApp/<version>` to its user agent (docs/pwa.md, "The native app wrapper").
const WRAPPER_USER_AGENT = `${devices["Pixel 7"].userAgent} HearthApp/1.0`;
test.use({ userAgent: WRAPPER_USER_AGENT });

/** No way to buy, check out or redeem on the page: no such link or button, nothing pointing at the plans. */
async function nothingToBuy(page: Page) {
  await expect(page.getByRole("link", { name: /upgrade|plans|get pro|checkout|redeem/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /upgrade|plans|get pro|checkout|redeem|billing/i })).toHaveCount(0);
  await expect(page.locator('a[href^="/subscription"], a[href*="checkout"]')).toHaveCount(0);
}

test("inside the wrapper: no upgrade, checkout or redeem control anywhere, and the website notice instead", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, request, "wrapper");

  await page.goto("/settings");
  await expect(page.getByText("Plans and redeem codes are managed on the Hearth website.")).toBeVisible();
  await expect(page.getByText("Switching response modes is a Pro feature.")).toBeVisible();
  await nothingToBuy(page);
  // Legal pages open outside the webview (here: a new window, which the wrapper hands to the system browser).
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  expect(new URL((await popup).url()).pathname).toBe("/privacy");
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto("/ai-tone");
  await expect(page.getByRole("heading", { name: "Unlock All AI Personalities" })).toHaveCount(0);
  await page
    .getByRole("list", { name: "AI personalities" })
    .getByRole("button", { name: /Sister/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Premium Feature" });
  await expect(dialog).toContainText("Sister is only available for Pro users.");
  await expect(dialog).toContainText("Pro is available on the Hearth website.");
  await expect(dialog).not.toContainText("Upgrade");
  await expect(page.getByRole("listitem").filter({ hasText: "Premium Feature" })).not.toContainText("Upgrade");
  await nothingToBuy(page);
  await dialog.getByRole("button", { name: "Not now" }).click();

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Upgrade on the Hearth website" })).toBeVisible();
  await nothingToBuy(page);

  // The chat's limit prompt: a second conversation on the free plan.
  await page.goto("/chat");
  const input = page.getByLabel("Your message");
  await input.fill("First conversation");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "New chat" }).first().click();
  const limit = page.getByRole("region", { name: "The free plan includes 1 conversation" });
  await expect(limit).toBeVisible();
  await expect(limit).toContainText("Pro is available on the Hearth website.");
  await nothingToBuy(page);

  await page.goto("/mobile-paywall");
  await expect(page.getByRole("heading", { name: "Upgrade on the Hearth website" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("$");
  await nothingToBuy(page);

  // The marketing page, with its prices, is not part of the app: the wrapper gets its introduction.
  await page.goto("/");
  await expect(page).toHaveURL(/\/chat$/); // signed in: the introduction sends on to the chat
});

test("signed out inside the wrapper, the landing page gives way to the introduction", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/mobile-onboarding$/);
  await expect(page.getByRole("heading", { name: "Welcome to Hearth" })).toBeVisible();
});

test("a Pro subscriber keeps every Pro feature inside the wrapper", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await ownServer();
  try {
    await server.start();
    const context = await browser.newContext({ baseURL: server.origin, userAgent: WRAPPER_USER_AGENT });
    const email = uniqueEmail("wrapper-pro");
    await createVerifiedAccount(context.request, { email, nickname: "Noor" });

    // Pro as the website's checkout or a redeem code leaves it, written while the server is down.
    await server.stop();
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // The app's extensions too: the row's indexes include the user search's trigram ones.
    const db = await PGlite.create(path.join(server.dataDir, "pglite"), { extensions: { pg_trgm } });
    await db.query(
      `update "user" set is_pro = true, pro_source = 'redeem_code', pro_until = now() + interval '30 days' where username = $1`,
      [email],
    );
    await db.close();
    await server.start();

    const page = await context.newPage();
    await login(page, email, "secret1");
    await expect(page).toHaveURL(/\/chat$/);
    await page.goto("/settings");
    await expect(page.getByRole("region", { name: "Account" }).getByText("PRO", { exact: true })).toBeVisible();
    await expect(page.getByText("Plans and redeem codes are managed on the Hearth website.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /Fast/ })).toBeEnabled();
    await nothingToBuy(page);

    await page.goto("/ai-tone");
    const cards = page.getByRole("list", { name: "AI personalities" }).getByRole("button");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByText("Pro", { exact: true })).toHaveCount(0); // no card is locked
    await cards.filter({ hasText: "Mentor" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("link", { name: /Mentor/ })).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});
