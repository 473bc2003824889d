import { expect, test } from "./test";
import { axeViolations, enterAsGuest } from "./helpers";

const AUTH_PAGES = [
  "/onboarding",
  "/auth",
  "/auth/register",
  "/verify-email?email=a%40example.com",
  "/forgot-password",
  "/reset-password",
  "/reset-password?token=abc",
];

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

test("axe finds no violations on the signed-in pages, light and dark", async ({ page }) => {
  // Ten full axe passes: more than the default budget on a busy 2-core machine.
  test.setTimeout(90_000);
  await enterAsGuest(page);
  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    for (const path of ["/chat", "/settings", "/profile", "/ai-tone", "/onboarding"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await axeViolations(page, `${path} (dark ${dark})`)).toEqual([]);
    }
  }
});

test("axe finds no violations in the wizards' later steps and the premium dialog", async ({ page }) => {
  await page.goto("/onboarding");
  await page.getByLabel("Nickname").fill("Ari");
  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Other (please specify)" });
  await page.getByLabel("Relationship status: please specify").fill("Open");
  await page.getByLabel("Age").fill("30");
  expect(await axeViolations(page, "/onboarding step 1 with 'other'")).toEqual([]);
  for (const step of [2, 3, 4]) {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
    expect(await axeViolations(page, `/onboarding step ${step}`)).toEqual([]);
  }

  await enterAsGuest(page);
  await page.goto("/ai-tone");
  await page.getByRole("button", { name: /Mentor/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolations(page, "/ai-tone premium dialog")).toEqual([]);
});
