import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, holdScripts, uniqueEmail } from "./helpers";

// A form sent by the browser before the page's scripts run must not go out as a GET, leaving
// `/auth?username=…&password=…` in the address bar and the history. Every form is components/forms/form.tsx.
const SECRET = "Hush4242";

/** Each page with a form in the server's HTML, and how many it has there. */
const PUBLIC_PAGES = [
  { path: "/auth?tab=login", forms: 1 },
  { path: "/auth?tab=register", forms: 1 },
  { path: "/auth/login", forms: 1 },
  { path: "/auth/register", forms: 1 },
  { path: "/forgot-password", forms: 1 },
  { path: "/reset-password?token=held-back", forms: 1 },
  { path: "/verify-email?email=someone%40example.com", forms: 1 },
  { path: "/onboarding", forms: 1 },
];
const SIGNED_IN_PAGES = [
  { path: "/chat", forms: 1 },
  { path: "/settings", forms: 1 },
  { path: "/profile", forms: 1 },
  { path: "/advice", forms: 1 },
];

const typable =
  "input:is([type=text],[type=email],[type=password],[type=search],[type=tel],[type=number],:not([type])):visible:enabled, textarea:visible:enabled";

/** Types into every field as a person would, then presses Enter in each and clicks each send button. */
async function tryToSend(form: Locator) {
  const fields = await form.locator(typable).all();
  for (const [i, field] of fields.entries())
    await field.fill((await field.getAttribute("type")) === "number" ? "42" : `${SECRET}${i}`);
  for (const field of fields) await field.press("Enter");
  for (const send of await form.locator("[type=submit]:visible").all()) {
    await expect(send).toBeDisabled();
    await send.click({ force: true });
  }
}

/** Opens the page with every script of the build held back, and tries each of its forms every way. */
async function sendBeforeScripts(page: Page, path: string, count: number) {
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const forms = page.locator("form");
  await expect(forms).toHaveCount(count);
  for (const form of await forms.all()) {
    await expect(form).toHaveAttribute("method", "post");
    await tryToSend(form);
  }
  await page.waitForTimeout(500);
  expect(page.url(), "nothing was sent: the page stayed").toBe(new URL(path, page.url()).href);

  // Were a form ever sent without React (here forced), its fields go in the body to the page, which answers.
  const answered = page.waitForResponse((response) => response.request().isNavigationRequest());
  await forms.first().evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  const response = await answered;
  expect(response.request().method()).toBe("POST");
  expect(response.status(), `${path} answers a form posted to it`).toBeLessThan(400);
  await expect(page.locator("form").first()).toBeVisible();
  expect(addresses.filter((address) => address.includes(SECRET))).toEqual([]);
  expect(page.url()).not.toContain(SECRET);
}

test.describe("no form can be sent before the page's scripts run", () => {
  // The service worker would answer the held-back scripts from its cache.
  test.use({ serviceWorkers: "block" });

  for (const { path, forms } of PUBLIC_PAGES)
    test(`${path}: send disabled, Enter sends nothing, nothing secret in any address`, async ({ page }) => {
      await sendBeforeScripts(page, path, forms);
    });

  for (const { path, forms } of SIGNED_IN_PAGES)
    test(`${path} (signed in): send disabled, Enter sends nothing, nothing secret in any address`, async ({ page }) => {
      const email = uniqueEmail("held");
      await createVerifiedAccount(page.request, { email });
      const signIn = await page.request.post("/api/login", {
        data: { username: email, password: "secret1", rememberMe: true },
      });
      expect(signIn.status()).toBe(200);
      await sendBeforeScripts(page, path, forms);
    });

  test("what was typed before the scripts arrived is sent once they have: the person is signed in", async ({
    page,
  }) => {
    const email = uniqueEmail("early");
    await createVerifiedAccount(page.request, { email });
    const release = await holdScripts(page);
    await page.goto("/auth?tab=login", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Log In" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("secret1");
    const send = form.getByRole("button", { name: "Log In" });
    await expect(send).toBeDisabled();
    release();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page).toHaveURL(/\/chat$/);
  });
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says Hearth needs JavaScript, and the login form sends nothing", async ({ page }) => {
    await page.goto("/auth?tab=login");
    // Playwright's text matching skips <noscript>: the notice is found by CSS and read as DOM text.
    const notice = page.locator("noscript > p");
    await expect(notice).toBeVisible();
    expect(await notice.textContent()).toContain("Hearth needs JavaScript to sign you in");
    const form = page.getByRole("form", { name: "Log In" });
    await tryToSend(form);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("?tab=login");
  });
});
