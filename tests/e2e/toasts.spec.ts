import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, latestCode, login, registerThroughUi, uniqueEmail } from "./helpers";

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

// Sign-in, verification and sign-up end in a full page load: their toasts are carried to the next page.
for (const [language, welcome] of [
  ["en", "Welcome back!"],
  ["zh-TW", "歡迎回來！"],
  ["zh-CN", "欢迎回来！"],
] as const) {
  test(`a login greets with '${welcome}' on the chat screen (${language})`, async ({ page, context, request }) => {
    await context.addCookies([{ name: "language", value: language, url: "http://127.0.0.1" }]);
    const email = uniqueEmail("toast");
    await createVerifiedAccount(request, { email });
    await page.goto("/auth?tab=login");
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill("secret1");
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(toast(page, welcome)).toBeVisible();
  });
}

test("sign-up says 'Account Created' on the verification screen, and verifying signs in with its notice", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("toast-signup");
  await registerThroughUi(page, { email });
  await expect(toast(page, "Account Created")).toBeVisible();

  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/post-auth-onboarding$/);
  await expect(toast(page, "Email verified successfully! Logging you in...")).toBeVisible();
});

test("a carried toast is shown once: not again after a reload", async ({ page, request }) => {
  const email = uniqueEmail("toast-once");
  await createVerifiedAccount(request, { email });
  await login(page, email, "secret1");
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Your message")).toBeVisible();
  await expect(toast(page, "Welcome back!")).toHaveCount(0);
});

test("deleting the account says 'Account Deleted' before leaving for the landing page", async ({ page, request }) => {
  const email = uniqueEmail("toast-delete");
  await createVerifiedAccount(request, { email });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Account Deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
