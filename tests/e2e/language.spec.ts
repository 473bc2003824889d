import { expect, test } from "./test";
import { acknowledgeFirstUseNotice, latestCode, registerThroughUi, uniqueEmail } from "./helpers";
import zhCN from "@/messages/zh-CN.json" with { type: "json" };

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

test("someone who signs up in Simplified Chinese gets the advisor's first reply in Chinese", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const email = uniqueEmail("zh-first-reply");
  await registerThroughUi(page, { email, messages: zhCN });
  await page.getByLabel(zhCN.auth.codeLabel).fill(await latestCode(request, email));
  await page.getByRole("button", { name: zhCN.auth.verify, exact: true }).click();
  await expect(page).toHaveURL(/\/post-auth-onboarding$/);
  await page.getByRole("button", { name: zhCN.firstRun.later }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await acknowledgeFirstUseNotice(page, zhCN);
  const input = page.getByLabel(zhCN.chat.inputLabel);
  await input.fill("我们总是为家务吵架，我觉得很累。");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: zhCN.chat.helpful, exact: true })).toBeVisible({ timeout: 15_000 });
  const reply = page.getByRole("list", { name: zhCN.chat.messagesLabel }).locator(":scope > li").nth(1);
  const text = await reply.innerText();
  expect(text).toMatch(/[\u4e00-\u9fff]{8}/);
  expect(text).not.toMatch(/\b(the|and|you|your)\b/i);
  await context.close();
});
