import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import {
  createVerifiedAccount,
  enterAsGuest,
  latestCode,
  latestEmail,
  login,
  registerThroughUi,
  uniqueEmail,
} from "./helpers";

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "authjs.session-token");
}

test("register, verify with the e-mailed code, and land in /chat signed in", async ({ page, request }) => {
  const email = uniqueEmail("register");
  await registerThroughUi(page, { email, nickname: "Robin" });
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();

  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  // A new account without a profile is welcomed first, and can go straight on to the chat.
  await expect(page).toHaveURL(/\/post-auth-onboarding$/);
  await expect(page.getByText("Signed in as Robin")).toBeVisible();
  await page.getByRole("button", { name: "Not now, go to chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByLabel("Your message")).toBeVisible();
});

test("the sign-up form shows the spec's messages and keeps digits only in the code box", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  const form = page.getByRole("form", { name: "Sign Up" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Display Name").fill("R");
  await form.getByLabel("Password", { exact: true }).fill("abc");
  await form.getByLabel("Confirm Password").fill("abd");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Display name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await expect(form.getByText("You must accept the terms and conditions")).toBeVisible();

  await page.goto("/verify-email?email=someone%40example.com");
  await page.getByLabel("Verification code").fill("12ab34567");
  await expect(page.getByLabel("Verification code")).toHaveValue("123456");
});

test("login with remember-me keeps a persistent cookie; without it the cookie ends with the browser", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("remember");
  await createVerifiedAccount(request, { email });

  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  expect((await sessionCookie(page))!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await page.context().clearCookies();
  await login(page, email, "secret1", { remember: false });
  await expect(page).toHaveURL(/\/chat$/);
  expect((await sessionCookie(page))!.expires).toBe(-1);
});

test("wrong password is shown on both fields; an unverified account goes to verification", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("wrong");
  await createVerifiedAccount(request, { email });
  await login(page, email, "not-the-password");
  await expect(page.getByText("Incorrect email or password")).toHaveCount(2);

  const unverified = uniqueEmail("unverified");
  await request.post("/api/register", {
    data: { username: unverified, nickname: "Una", password: "secret1", adultAttested: true },
  });
  await login(page, unverified, "secret1");
  await expect(page).toHaveURL(new RegExp(`/verify-email\\?email=${encodeURIComponent(unverified)}`));
});

test("forgot password: the e-mailed link sets a new password; the old one stops working", async ({ page, request }) => {
  const email = uniqueEmail("forgot");
  await createVerifiedAccount(request, { email });
  await page.goto("/forgot-password");
  await page.getByLabel("Email or Username").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  const link = (await latestEmail(request, email)).text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New Password").fill("Brighter2day");
  await page.getByLabel("Confirm Password").fill("Brighter2day");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset successfully.")).toBeVisible();
  await page.getByRole("link", { name: "Sign In Now" }).click();

  await login(page, email, "secret1");
  await expect(page.getByText("Incorrect email or password").first()).toBeVisible();
  await login(page, email, "Brighter2day");
  await expect(page).toHaveURL(/\/chat$/);
});

test("a reset page without a token says the link is invalid", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("guest login opens /chat in demo mode", async ({ page }) => {
  await enterAsGuest(page);
  await expect(page.getByRole("note")).toContainText("You're trying Hearth with a guest account.");
});

test("logout from settings goes to /auth; deleting the account goes to /, which says so, and the login no longer works", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("leave");
  await createVerifiedAccount(request, { email });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/chat");
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
  const landing = page.waitForResponse((response) => response.request().resourceType() === "document");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The landing page runs no framework script: its server says it, once.
  const notice = page.getByRole("status").filter({ hasText: "Account Deleted" });
  await expect(notice).toContainText("Your account and all of its data were deleted.");
  expect(await (await landing).text()).toContain("Your account and all of its data were deleted.");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await login(page, email, "secret1");
  await expect(page.getByText("Incorrect email or password").first()).toBeVisible();
});

test("signed-out visitors are sent to sign in; subscription pages come back after login", async ({ page, request }) => {
  await page.goto("/chat");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth$/);

  const email = uniqueEmail("return");
  await createVerifiedAccount(request, { email });
  await page.goto("/subscription/success?session_id=cs_test_1");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByRole("form", { name: "Log In" }).getByLabel("Email").fill(email);
  await page.getByRole("form", { name: "Log In" }).getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByRole("form", { name: "Log In" }).getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_1$/);
});

test("in Simplified Chinese: a wrong password and the sign-up rules read in zh-CN", async ({ page, request }) => {
  const email = uniqueEmail("zh");
  await createVerifiedAccount(request, { email });
  await page.context().addCookies([{ name: "language", value: "zh-CN", url: test.info().project.use.baseURL! }]);
  await page.goto("/auth?tab=login");
  const form = page.getByRole("form", { name: "登录" });
  await form.getByLabel("邮箱").fill(email);
  await form.getByLabel("密码", { exact: true }).fill("wrong-one");
  await form.getByRole("button", { name: "登录" }).click();
  await expect(page.getByText("邮箱或密码错误")).toHaveCount(2);
  await form.getByLabel("密码", { exact: true }).fill("secret1");
  await form.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test("without Google configured, the Google button says so", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(
    page.getByText("Google sign-in is not configured on this server. Please use your email and password."),
  ).toBeVisible();
});
