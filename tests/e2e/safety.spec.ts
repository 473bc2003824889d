import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import {
  acceptSignUpCheckboxes,
  acknowledgeFirstUseNotice,
  apiUser,
  axeViolations,
  createVerifiedAccount,
  login,
  uniqueEmail,
} from "./helpers";

// A British browser: the help card should show the UK's services and emergency number.
test.use({ locale: "en-GB" });

async function signedIn(page: Page, options: { acknowledgeNotice?: boolean } = {}) {
  const email = uniqueEmail("safety");
  await createVerifiedAccount(page.request, {
    email,
    nickname: "Ari",
    acknowledgeNotice: options.acknowledgeNotice ?? true,
  });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
}

/** Pro through the checkout simulator (no Stripe keys), as billing.spec.ts pays, then the "bro" persona (Pro-only). */
async function asProBro(page: Page) {
  const { sessionId } = await (await page.request.post("/api/checkout", { data: { plan: "pro_monthly" } })).json();
  const paid = await page.request.post(`/api/dev/checkout/${sessionId}/pay`, { data: { card: "4242 4242 4242 4242" } });
  expect(paid.status()).toBe(200);
  await expect.poll(async () => (await apiUser(page)).isPro).toBe(true);
  expect((await page.request.post("/api/settings/ai-tone", { data: { aiTone: "bro" } })).status()).toBe(200);
  expect((await apiUser(page)).aiTone).toBe("bro");
}

/** The offline bro's voice (tests/unit/offline-advisor.test.ts): none of it belongs in a safety-first reply. */
const BRO_VOICE = /Alright|Game plan|no fluff|got your back|flat-pack|referee/;

const DISCLOSURE = "AI advisor — not a human and not a licensed professional; not for emergencies.";

test("the first-use notice must be acknowledged, once; the disclosure stays", async ({ page }) => {
  await signedIn(page, { acknowledgeNotice: false });
  const notice = page.getByRole("alertdialog", { name: "Before you start" });
  await expect(notice).toContainText("Hearth is not for emergencies.");
  await page.keyboard.press("Escape");
  await expect(notice).toBeVisible();
  expect(await axeViolations(page, "/chat first-use notice")).toEqual([]);

  await acknowledgeFirstUseNotice(page);
  await expect(page.getByText(DISCLOSURE)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Your message")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText(DISCLOSURE)).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByText(DISCLOSURE)).toHaveCount(0);
});

test("a self-harm message to the bro persona gets the UK help card and a safety-first reply", async ({ page }) => {
  await signedIn(page);
  await asProBro(page);
  await page.reload();
  await page.getByLabel("Your message").fill("I want to end my life, I can't do this anymore");
  await page.getByLabel("Your message").press("Enter");

  const card = page.getByRole("region", { name: "Help is available" }).first();
  await expect(card).toContainText("In danger right now? Call 999");
  await expect(card.getByRole("link", { name: "Call 116 123" })).toHaveAttribute("href", "tel:116123");
  await expect(card).toContainText("Samaritans");

  const reply = page.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1);
  await expect(reply).toContainText("Are you thinking about ending your life", { timeout: 15_000 });
  await expect(reply).toContainText("help card above");
  await expect(reply.getByRole("button", { name: "Helpful", exact: true })).toBeVisible();
  expect(await reply.innerText()).not.toMatch(BRO_VOICE);
  // The card comes above the reply's text.
  const cardBox = (await card.boundingBox())!;
  const textBox = (await reply.getByText("Ari, thank you for telling me").boundingBox())!;
  expect(cardBox.y).toBeLessThan(textBox.y);

  // Keyboard: Tab reaches the card's call link.
  await page.getByRole("button", { name: "Show help" }).focus();
  let reached = false;
  for (let i = 0; i < 30 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await card
      .getByRole("link", { name: "Call 116 123" })
      .evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);

  // Urgent: the help stays pinned above the conversation, and opens there too.
  await page.getByRole("button", { name: "Show help" }).click();
  await expect(page.getByRole("region", { name: "Help is available" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Hide help" })).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page, "/chat with the help card")).toEqual([]);

  // Another country, for every card on the page.
  await card.getByLabel("Country or region").selectOption("TW");
  await expect(card).toContainText("In danger right now? Call 110");
  await expect(card.getByRole("link", { name: "Call 1925" })).toBeVisible();

  // After a reload the pinned help is still there.
  await page.reload();
  await page
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("button", { name: /^I want to end my life/ })
    .click();
  await expect(page.getByRole("button", { name: "Show help" })).toBeVisible();
});

test("a hard negative gets the bro persona's normal reply, with no card", async ({ page }) => {
  await signedIn(page);
  await asProBro(page);
  await page.reload();
  await page.getByLabel("Your message").fill("This job is killing me, I barely see my girlfriend.");
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Help is available" })).toHaveCount(0);
  const reply = page.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1);
  expect(await reply.innerText()).toMatch(BRO_VOICE);
});

test("after three hours of activity the advisor reminds the user it is an AI", async ({ page }) => {
  await signedIn(page);
  await page.evaluate(() =>
    localStorage.setItem("hearthActivity", JSON.stringify({ activeMs: 3 * 60 * 60_000, lastTick: Date.now() })),
  );
  await page.reload();
  const reminder = page.getByRole("status").filter({ hasText: "Time for a short break?" });
  await expect(reminder).toContainText("Hearth is an AI");
  await reminder.getByRole("button", { name: "Got it" }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Time for a short break?")).toHaveCount(0);
});

test("every way to sign up asks for the 18+ confirmation", async ({ page }) => {
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: "Sign Up" });
  await form.getByLabel("Email").fill(uniqueEmail("age"));
  await form.getByLabel("Display Name").fill("Kit");
  await form.getByLabel("Password", { exact: true }).fill("secret1");
  await form.getByLabel("Confirm Password").fill("secret1");
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Please confirm that you are 18 or older.")).toBeVisible();
  await acceptSignUpCheckboxes(form);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);

  await page.goto("/auth");
  await page.getByRole("button", { name: "Try the demo as a guest" }).click();
  const dialog = page.getByRole("dialog", { name: "Hearth is for adults" });
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
  expect(await axeViolations(page, "/auth 18+ dialog")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
