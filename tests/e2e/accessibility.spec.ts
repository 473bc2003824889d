import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers";

const AUTH_PAGES = ["/auth", "/auth/register", "/verify-email?email=a%40example.com", "/forgot-password", "/reset-password", "/reset-password?token=abc"];

for (const language of ["en", "zh-TW", "zh-CN"]) {
  test(`axe finds no violations on the account screens (${language})`, async ({ page }) => {
    await page.context().addCookies([{ name: "language", value: language, url: test.info().project.use.baseURL! }]);
    for (const path of AUTH_PAGES) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await axeViolations(page, path)).toEqual([]);
    }
  });
}

test("axe finds no violations on the signed-in pages", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Try the demo as a guest" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  for (const path of ["/chat", "/settings"]) {
    await page.goto(path);
    expect(await axeViolations(page, path)).toEqual([]);
  }
});
