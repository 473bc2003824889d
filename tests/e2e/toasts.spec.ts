import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, latestCode, login, registerThroughUi, uniqueEmail } from "./helpers";
import en from "@/messages/en.json" with { type: "json" };
import zhCN from "@/messages/zh-CN.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };

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

test("a toast leaves the composer free: the voice, image and send buttons stay clickable under the pointer", async ({
  page,
  request,
}) => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const email = uniqueEmail("toast-composer");
    await createVerifiedAccount(request, { email });
    await login(page, email, "secret1");
    await expect(page).toHaveURL(/\/chat$/);
    const welcome = toast(page, "Welcome back!");
    await expect(welcome).toBeVisible();
    const box = (await welcome.boundingBox())!;
    for (const name of ["Talk by voice", "Attach an image", "Send"]) {
      const button = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps, `the toast covers '${name}' at ${size.width}×${size.height}`).toBe(false);
    }
    await page.context().clearCookies();
  }
});

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

test("deleting the account says 'Account Deleted' on the landing page", async ({ page, request }) => {
  const email = uniqueEmail("toast-delete");
  await createVerifiedAccount(request, { email });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Account Deleted" })).toBeVisible();
});

for (const [language, m] of [
  ["en", en],
  ["zh-TW", zhTW],
  ["zh-CN", zhCN],
] as const) {
  test(`sign-up, verification, a password change and deletion each say so in ${language}`, async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: "language", value: language, url: "http://127.0.0.1" }]);
    const email = uniqueEmail(`toast-${language}`);
    await registerThroughUi(page, { email, messages: m });
    await expect(toast(page, m.auth.accountCreated)).toBeVisible();

    await page.getByLabel(m.auth.codeLabel).fill(await latestCode(request, email));
    await page.getByRole("button", { name: m.auth.verify, exact: true }).click();
    await expect(toast(page, m.auth.verifiedLoggingIn)).toBeVisible();

    await page.goto("/settings");
    const change = page.getByRole("form", { name: m.settings.changePassword });
    await change.getByLabel(m.settings.currentPassword, { exact: true }).fill("secret1");
    await change.getByLabel(m.settings.newPassword, { exact: true }).fill("Newsecret42");
    await change.getByLabel(m.settings.confirmNewPassword, { exact: true }).fill("Newsecret42");
    await change.getByRole("button", { name: m.settings.updatePassword }).click();
    await expect(toast(page, m.settings.passwordChangedTitle)).toBeVisible();

    await page.getByRole("button", { name: m.settings.deleteAccount }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: m.settings.deleteConfirm }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: m.landing.notices.accountDeleted.title })).toContainText(
      m.landing.notices.accountDeleted.description,
    );
  });
}
