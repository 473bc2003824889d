import { expect, test } from "./test";

test("switching the interface language translates the page and survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relationship advice that listens first");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "繁體中文" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("先傾聽，再給建議的感情顧問");
  await expect(page.getByRole("banner").getByRole("link", { name: "登入" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("先傾聽，再給建議的感情顧問");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("zh-TW");

  await page.getByRole("combobox", { name: "語言" }).selectOption({ label: "简体中文" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("先倾听、再给建议的情感顾问");
});

test("a first visit follows the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("先倾听、再给建议的情感顾问");
  await context.close();
});

test("the landing page stays light even when dark mode is stored", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("darkMode", "true"));
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("unknown API paths answer JSON 404 and health reports readiness, naming no configuration", async ({ request }) => {
  const missing = await request.get("/api/does-not-exist");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: "not_found" });
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ live: true, ready: true, database: "up", migrations: "current" });
});
