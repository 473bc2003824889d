import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { holdScripts, login, signedIn } from "./helpers";

/** Runs a change on the page and waits until the server has stored it. */
async function saved(page: Page, change: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH");
  await change();
  expect((await response).status()).toBe(200);
}

test("the account card: FREE plan, today's usage, edit profile, upgrade and redeem", async ({ page, request }) => {
  await signedIn(page, request, "account");
  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  await expect(account.getByText("FREE", { exact: true })).toBeVisible();
  await expect(account.getByText("0 of 50")).toBeVisible();
  await expect(account.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile");
  await expect(account.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");
  await expect(account.getByRole("button", { name: "Redeem Code" })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");

  await page.getByRole("button", { name: "Sync" }).click();
  await expect(page.getByText("Your account is up to date.")).toBeVisible();
});

test("settings scroll in their own region: the window stays put and the header stays in view", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "settings-scroll");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const root = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    clientHeight: document.scrollingElement!.clientHeight,
  }));
  expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight);
  // Scrolled to its end (the wheel scrolls the region, then would scroll the window), the header is still there.
  await page.getByRole("button", { name: "Delete Account" }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("banner")).toBeInViewport({ ratio: 1 });
});

test("settings changes survive a reload and a new sign-in; the fast mode stays locked for free users", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await signedIn(page, request, "prefs");
  await page.goto("/settings");

  // The two language selects sit side by side on one line, whatever their hints' lengths.
  const [interfaceBox, aiBox] = await Promise.all([
    page.getByLabel("Interface language").boundingBox(),
    page.getByLabel("AI response language").boundingBox(),
  ]);
  expect(Math.abs(interfaceBox!.y - aiBox!.y)).toBeLessThan(1);
  await expect(page.getByRole("radio", { name: /Fast/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /Balanced/ })).toBeChecked();
  await expect(page.getByText("Switching response modes is a Pro feature.")).toBeVisible();
  const fast = await page.request.patch("/api/settings", { data: { modelPreference: "fast" } });
  expect(fast.status()).toBe(403);

  await saved(page, () => page.getByLabel("AI response language").selectOption({ label: "简体中文" }));
  await expect(page.getByRole("listitem").filter({ hasText: "Settings saved" }).first()).toBeVisible();
  await saved(page, () => page.getByRole("switch", { name: "Test mode" }).click());
  await expect(page.getByRole("switch", { name: "Test mode" })).toBeChecked();
  const saveConversations = page.getByRole("switch", { name: "Save conversation data" });
  await expect(saveConversations).toBeChecked();
  await expect(page.getByText("Off: conversations you start are not kept after your session.")).toBeVisible();
  await saved(page, () => saveConversations.click());
  await expect(saveConversations).not.toBeChecked();

  const expectKept = async () => {
    await expect(page.getByLabel("AI response language")).toHaveValue("zh-CN");
    await expect(page.getByLabel("Interface language")).toHaveValue("en");
    await expect(page.getByRole("switch", { name: "Test mode" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Save conversation data" })).not.toBeChecked();
  };
  await page.reload();
  await expectKept();

  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/settings");
  await expectKept();

  // The interface language is separate from the AI's.
  await page.getByLabel("Interface language").selectOption({ label: "繁體中文" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("設定");
  // The confirmation speaks the language just chosen.
  await expect(page.getByRole("listitem").filter({ hasText: "設定已儲存" })).toBeVisible();
  await expect(page.getByLabel("AI 回覆語言")).toHaveValue("zh-CN");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("設定");
});

test.describe("on a slow phone", () => {
  // No service worker, so that the page's scripts come from the network, where the test holds them back.
  test.use({ serviceWorkers: "block" });

  test("the switches wait for the page's scripts instead of swallowing a tap", async ({ page, request }) => {
    await signedIn(page, request, "early-switch");
    const release = await holdScripts(page);
    await page.goto("/settings", { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("switch", { name: "Dark mode" });
    await expect(toggle).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Save conversation data" })).toBeDisabled();
    release();
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toBeChecked();
  });
});

test("dark mode switches at once and stays on across reloads and pages", async ({ page, request }) => {
  await signedIn(page, request, "dark");
  await page.goto("/settings");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole("switch", { name: "Dark mode" });
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  await expect(toggle).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.goto("/chat");
  await expect(html).toHaveClass(/dark/);
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Dark mode" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});
