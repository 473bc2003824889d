import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import {
  apiUser,
  axeViolations,
  enterAsGuest,
  latestCode,
  login,
  signedIn,
  uniqueEmail,
  registerThroughUi,
} from "./helpers";

// No Stripe keys: every payment here goes through the built-in checkout simulator.

const TEST_CARD = "4242 4242 4242 4242";
const day = (date: Date) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(date);
const inOneYear = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date;
};

async function storage(page: Page, key: string) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

test("a free user buys Pro Annual through the simulator and gets every Pro feature; canceling keeps Pro to the end", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, "buyer");
  await page.goto("/settings");
  await page.getByRole("region", { name: "Account" }).getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("Most Popular");
  await expect(page.getByRole("tabpanel")).toContainText("$9.99");
  // The free plan's limits in the app's one wording.
  await expect(page.getByRole("tabpanel")).toContainText("50 messages a day");
  await expect(page.getByRole("tabpanel")).toContainText("1 conversation");
  await expect(page.getByRole("tabpanel")).not.toContainText("chat thread");
  await expect(page.getByText("30-day money-back guarantee on paid plans.")).toBeVisible();
  await expect(page.locator("details")).toHaveCount(3);

  await page.getByRole("tab", { name: /Annual/ }).click();
  const annual = page.getByRole("tabpanel");
  await expect(annual).toContainText("$59.99");
  await expect(annual).toContainText("Save 50%");
  await expect(annual).toContainText("$5.00/month, billed annually");
  await annual.getByRole("button", { name: "Upgrade to Pro" }).click();

  // The simulated hosted checkout, with the payment-in-progress markers left behind.
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_sim_\w+$/);
  const sessionId = page.url().split("/").at(-1)!;
  expect(await storage(page, "payment_in_progress")).toBe("true");
  expect(await storage(page, "payment_session_id")).toBe(sessionId);
  expect(await storage(page, "payment_return_path")).toBe("/subscription/success");
  const cookie = (await page.context().cookies()).find((c) => c.name === "payment_session");
  expect(cookie?.value).toBe(sessionId);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500);
  await expect(page.getByText("Test mode")).toBeVisible();
  await expect(page.getByText("Pro Annual")).toBeVisible();
  await expect(page.getByText("Due today")).toBeVisible();
  await page.getByLabel("Card number").fill(TEST_CARD);
  await page.getByRole("button", { name: "Pay $59.99" }).click();

  await expect(page).toHaveURL(new RegExp(`/subscription/success\\?session_id=${sessionId}&user_id=`));
  // The simulator's webhook came first, but this checkout is what made the account Pro: no "Already Active".
  await expect(page.getByRole("status").filter({ hasText: "Welcome to Pro!" })).toBeVisible();
  await expect(page.getByText("Pro Account Already Active")).toHaveCount(0);
  expect(await storage(page, "payment_in_progress")).toBeNull();
  await expect(page.getByRole("link", { name: "Start Using Your Pro Features" })).toHaveAttribute("href", "/new-chat");

  // The pricing page opens on the plan bought, and says it is theirs.
  await page.goto("/subscription");
  await expect(page.getByRole("tab", { name: /Annual/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Your current plan");
  await expect(page.getByRole("tabpanel")).toContainText(`Pro Annual · Next Billing ${day(inOneYear())}`);
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);

  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  await expect(account.getByText("PRO", { exact: true })).toBeVisible();
  await expect(account.getByText(`Pro Annual · Next Billing ${day(inOneYear())}`)).toBeVisible();
  await expect(account.getByText("(unlimited)")).toBeVisible();
  await expect(account.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);

  // The fast response mode can be chosen now.
  const fast = page.getByRole("radio", { name: /Fast/ });
  await expect(fast).toBeEnabled();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH");
  // A click, not check(): the radio follows the saved settings, so it turns on once the change is applied.
  await fast.click();
  expect((await saved).status()).toBe(200);
  await expect(fast).toBeChecked();

  // A Pro persona can be saved.
  await page.goto("/ai-tone");
  await expect(page.getByRole("heading", { name: "Unlock All AI Personalities" })).toHaveCount(0);
  const sister = page.getByRole("list", { name: "AI personalities" }).getByRole("button").filter({ hasText: "Sister" });
  await sister.click();
  await expect(sister).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await apiUser(page)).toMatchObject({ aiTone: "sister", modelPreference: "fast", isPro: true });
  // And the daily limit is gone.
  expect(await (await page.request.get("/api/usage")).json()).toMatchObject({ limit: null, isPro: true });

  // The billing portal: cancel at the period's end, still Pro until then.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(/\/dev\/billing-portal$/);
  await expect(page.getByText(`Renews on ${day(inOneYear())}`)).toBeVisible();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByText(`Ends on ${day(inOneYear())}`)).toBeVisible();
  await page.getByRole("link", { name: "Return to Hearth" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(account.getByText("PRO", { exact: true })).toBeVisible();
  await expect(account.getByText(`Pro Until ${day(inOneYear())} · Won't renew`)).toBeVisible();
  expect(await apiUser(page)).toMatchObject({ isPro: true, subscriptionStatus: "canceled" });

  // Resume, from settings itself: the simulator's subscription renews again.
  await account.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByText("Subscription resumed")).toBeVisible();
  await expect(account.getByText(`Pro Annual · Next Billing ${day(inOneYear())}`)).toBeVisible();
  await expect(account.getByRole("button", { name: "Resume subscription" })).toHaveCount(0);
  expect(await apiUser(page)).toMatchObject({ subscriptionStatus: "active" });

  // The developer's controls: a failed renewal keeps Pro for the grace period and says so.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByText(`Renews on ${day(inOneYear())}`)).toBeVisible();
  await page.getByRole("button", { name: "Fail the renewal (past due)" }).click();
  await expect(page.getByText("Payment failed", { exact: true })).toBeVisible();
  await page.goto("/settings");
  await expect(account.getByText("Your last payment didn't go through.")).toBeVisible();
  await expect(account.getByText(`Pro Until ${day(new Date(Date.now() + 7 * 86_400_000))}`)).toBeVisible();
});

test("a trial says it is a trial, with its days left and first payment, on settings and the pricing page", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, request, "trialist");
  await page.goto("/subscription");
  await page.getByLabel("Start with a 7-day free trial").check();
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByLabel("Card number").fill(TEST_CARD);
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Welcome to Pro!" })).toBeVisible();

  const firstPayment = day(new Date(Date.now() + 7 * 86_400_000));
  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  await expect(account.getByText(`Free trial · 7 days left · First payment ${firstPayment}`)).toBeVisible();
  await expect(account.getByText("Next Billing")).toHaveCount(0);
  await page.goto("/subscription");
  await expect(page.getByRole("tabpanel")).toContainText(`Free trial · 7 days left · First payment ${firstPayment}`);
});

test("the cancel page: the simulator's Cancel comes back to it; try again and continue free", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "canceler");
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeVisible();
  await expect(page.getByText("you haven't been charged")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@hearth.example" })).toHaveAttribute(
    "href",
    "mailto:support@hearth.example",
  );
  expect(await storage(page, "payment_in_progress")).toBeNull();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.goto("/subscription/cancel");
  await page.getByRole("link", { name: "Continue with Free" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect((await apiUser(page)).isPro).toBe(false);
});

test("a signed-out visit to the success page comes back after login and activates Pro, webhook or not", async ({
  page,
  request,
}) => {
  const email = await signedIn(page, request, "returning");
  const { sessionId } = await (await page.request.post("/api/checkout", { data: { plan: "pro_monthly" } })).json();
  // Paid, with the simulator's webhook events held back: only the success page can activate it.
  const paid = await page.request.post(`/api/dev/checkout/${sessionId}/pay`, {
    data: { card: TEST_CARD, holdWebhooks: true },
  });
  expect(paid.status()).toBe(200);
  expect((await apiUser(page)).isPro).toBe(false);
  await page.context().clearCookies();

  await page.goto(`/subscription/success?session_id=${sessionId}`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  // The login page remembers where to come back to once it has loaded; the helper then opens the form anew.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("redirect_after_login")))
    .toBe(`/subscription/success?session_id=${sessionId}`);
  await login(page, email, "secret1");
  await expect(page).toHaveURL(new RegExp(`/subscription/success\\?session_id=${sessionId}$`));
  await expect(page.getByRole("status").filter({ hasText: "Welcome to Pro!" })).toBeVisible();
  expect((await apiUser(page)).isPro).toBe(true);
});

test("the payment page verifies on its own; without a session id it asks for the manual button", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "payer");
  await page.goto("/payment-success");
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByRole("button", { name: "Activate My Pro Account" })).toBeVisible();

  const { sessionId } = await (await page.request.post("/api/checkout", { data: { plan: "pro_monthly" } })).json();
  await page.request.post(`/api/dev/checkout/${sessionId}/pay`, { data: { card: TEST_CARD, holdWebhooks: true } });
  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByText("Pro Account Activated!")).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/, { timeout: 10_000 });
  expect((await apiUser(page)).isPro).toBe(true);
});

test("a guest is sent to sign up first and comes back to the plan they chose", async ({ page, request }) => {
  test.setTimeout(60_000);
  await enterAsGuest(page);
  await page.goto("/subscription?plan=pro_annual");
  await expect(page.getByRole("tab", { name: /Annual/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create an account to upgrade" }).click();
  await expect(page).toHaveURL(/\/auth\/register\?redirect=/);
  expect((await page.request.post("/api/checkout", { data: { plan: "pro_annual" } })).status()).toBe(403);

  const email = uniqueEmail("upgrader");
  await registerThroughUi(page, { email });
  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/subscription\?plan=pro_annual$/);
  await expect(page.getByRole("tab", { name: /Annual/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toBeVisible();
});

test("inside the native app there is no buying: the pricing page says to use the website", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone) HearthApp/1.0" });
  const page = await context.newPage();
  await signedIn(page, request, "native");
  await page.goto("/subscription");
  await expect(page.getByRole("region", { name: "Upgrade on the Hearth website" })).toContainText(
    "aren't available in the app",
  );
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
  await context.close();
});

test("axe finds no violations on the billing pages, light and dark", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "billing-a11y");
  const { sessionId } = await (
    await page.request.post("/api/checkout", { data: { plan: "pro_monthly", trial: true } })
  ).json();
  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    for (const path of [
      "/subscription",
      "/subscription/cancel",
      "/payment-success",
      "/activate-pro",
      `/dev/checkout/${sessionId}`,
    ]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await axeViolations(page, `${path} (dark ${dark})`)).toEqual([]);
    }
  }
  await page.request.post(`/api/dev/checkout/${sessionId}/pay`, { data: { card: TEST_CARD } });
  for (const path of ["/dev/billing-portal", `/subscription/success?session_id=${sessionId}`, "/settings"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    // The activation ends with a toast: read the page once it is in, not while it fades in.
    if (path.startsWith("/subscription/success")) await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    expect(await axeViolations(page, path)).toEqual([]);
  }
});
