import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiUser, axeViolations, createVerifiedAccount, login, signedIn, uniqueEmail } from "./helpers";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** `npm run admin -- grant <email>`, run the way an operator would while the server is up. */
async function grantAdmin(email: string, baseURL: string) {
  const { stdout } = await run(
    path.join(root, "node_modules/.bin/tsx"),
    ["--import", "./scripts/server-only-off.mjs", "scripts/admin.ts", "grant", email],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "", APP_URL: baseURL },
      timeout: 120_000,
    },
  );
  return stdout;
}

async function freshUser(browser: Browser, request: Parameters<typeof signedIn>[1], prefix: string) {
  const page = await browser.newPage();
  await signedIn(page, request, prefix);
  return page;
}

/** Settings' Redeem Code modal, opened from settings or (`viaPricing`) from the pricing page's link. */
async function redeemInSettings(page: Page, typed: string, { viaPricing = false } = {}) {
  if (viaPricing) {
    await page.goto("/subscription");
    await page.getByRole("link", { name: "Redeem it in Settings" }).click();
    await expect(page).toHaveURL(/\/settings\?redeem=1$/);
  } else {
    await page.goto("/settings");
    await page.getByRole("button", { name: "Redeem Code" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Redeem Code" });
  const submit = dialog.getByRole("button", { name: "Redeem", exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Code").fill(typed);
  await submit.click();
  return dialog;
}

test("an admin made with the command generates codes; a free user redeems one in settings; nobody else can", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail("admin");
  await createVerifiedAccount(request, { email: adminEmail });
  expect(await grantAdmin(adminEmail, baseURL!)).toContain(`${adminEmail} is now an admin.`);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, adminEmail, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  // The dashboard is linked for an admin, from every signed-in screen.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Codes" }).click();
  const form = page.getByRole("form", { name: "Generate codes" });
  await form.getByLabel("Type").selectOption("1_week");
  await form.getByLabel("How many").fill("3");
  await form.getByRole("button", { name: "Generate" }).click();
  const batch = page.getByRole("region", { name: "New batch" });
  const codes = batch.getByTestId("new-code");
  await expect(codes).toHaveCount(3);
  const code = (await codes.first().textContent())!;
  expect(code).toMatch(/^HRTH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await batch.getByRole("button", { name: `Copy ${code}` }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // A free user types it with spaces and in lower case.
  const redeemer = await freshUser(browser, request, "redeemer");
  const redeemerEmail = (await apiUser(redeemer)).email as string;
  const dialog = await redeemInSettings(redeemer, `  ${code.toLowerCase().replaceAll("-", " - ")}  `);
  await expect(redeemer.getByText("Code redeemed successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const account = redeemer.getByRole("region", { name: "Account" });
  await expect(account.getByText("PRO", { exact: true })).toBeVisible();
  const weekAway = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  await expect(account.getByText(`Pro Until ${weekAway} · From a redeem code`)).toBeVisible();
  await expect(account.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);
  // Pro from a code offers nothing to buy: no Upgrade on the pricing page, and the checkout refuses.
  await redeemer.goto("/subscription");
  await expect(redeemer.getByRole("tabpanel")).toContainText(
    `You have Pro until ${weekAway} from a redeem code, so there's nothing to buy now.`,
  );
  await expect(redeemer.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
  const checkout = await redeemer.request.post("/api/checkout", { data: { plan: "pro_monthly" } });
  expect(checkout.status()).toBe(409);
  expect(await checkout.json()).toMatchObject({ code: "pro_from_code" });
  // Pro for real: a Pro persona can be saved.
  await redeemer.goto("/ai-tone");
  await redeemer
    .getByRole("list", { name: "AI personalities" })
    .getByRole("button")
    .filter({ hasText: "Sister" })
    .click();
  await redeemer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(redeemer).toHaveURL(/\/settings$/);
  expect((await apiUser(redeemer)).aiTone).toBe("sister");

  // The same code by someone else: used up.
  const late = await freshUser(browser, request, "late");
  const refused = await redeemInSettings(late, code, { viaPricing: true });
  await expect(refused.getByText("This code has already been used the maximum number of times.")).toBeVisible();
  await expect(late.getByText("Failed to redeem code")).toBeVisible();
  expect((await apiUser(late)).isPro).toBe(false);

  // A non-admin is sent to /chat, and is not offered the dashboard.
  await late.goto("/admin");
  await expect(late).toHaveURL(/\/chat$/);
  await expect(late.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Advice" })).toBeVisible();
  await expect(late.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  // A grant from the dashboard's API, for the audit below.
  const lateId = (await apiUser(late)).id as string;
  expect(
    (await page.request.post(`/api/admin/users/${lateId}`, { data: { action: "grant_pro", days: 30 } })).status(),
  ).toBe(200);
  const lateEmail = (await apiUser(late)).email as string;

  // The admin sees it all: the code used up with who redeemed it, the charts, the audit.
  await page.getByLabel("Show").selectOption("used_up");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("1 / 1");
  await expect(row).toContainText("Used up");
  await expect(row).toContainText(redeemerEmail);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("img", { name: /Line chart of messages sent/ }).locator(".recharts-line")).toHaveCount(3);
  // Each line is flat at zero until halfway to its first day with activity: nothing is drawn on the day before.
  const series = (
    (await (await page.request.get("/api/admin/metrics?days=30")).json()) as {
      series: Record<string, number>[];
    }
  ).series;
  expect(series.findIndex((day) => day.signups! > 0)).toBeGreaterThan(0);
  for (const key of ["signups", "messages", "activeUsers"]) {
    const first = series.findIndex((day) => day[key]! > 0);
    if (first < 1) continue;
    const drawnBefore = await page
      .getByRole("img", { name: /Line chart of messages sent/ })
      .locator(`.recharts-line-curve[stroke="var(--color-${key})"]`)
      .evaluate(
        (path: SVGPathElement, { first, days }) => {
          const length = path.getTotalLength();
          const start = path.getPointAtLength(0);
          const step = (path.getPointAtLength(length).x - start.x) / (days - 1);
          const dayBoundary = start.x + (first - 0.5) * step;
          let highest = 0;
          for (let at = 0; at <= length; at += 0.5) {
            const point = path.getPointAtLength(at);
            if (point.x < dayBoundary - 1) highest = Math.max(highest, start.y - point.y);
          }
          return highest;
        },
        { first, days: series.length },
      );
    expect(drawnBefore, key).toBeLessThan(0.5);
  }
  await expect(
    page
      .getByRole("img", { name: /Stacked bar chart/ })
      .locator(".recharts-bar-rectangle")
      .first(),
  ).toBeVisible();
  await expect(page.getByText("Codes redeemed").locator("..")).toContainText("1");

  // The users list states the redeemer's plan as settings does: Pro from a code, until its end.
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByLabel("Search by email or nickname").fill(redeemerEmail);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("row").filter({ hasText: redeemerEmail })).toContainText(
    `PRORedeem code · until ${weekAway}`,
  );

  // The redeemer deletes their account: the use still counts, and the code says who is gone, not "Nobody yet".
  expect((await redeemer.request.delete("/api/user/delete")).status()).toBe(200);
  await page.reload();
  await page.getByRole("tab", { name: "Codes" }).click();
  await page.getByLabel("Show").selectOption("used_up");
  await expect(row).toContainText("1 / 1");
  await expect(row).toContainText("1 deleted account");
  await expect(row).not.toContainText("Nobody yet");
  await expect(row).not.toContainText(redeemerEmail);

  // The audit in words, on a phone too: e-mails whole, never ids or raw JSON.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Audit" }).click();
  const log = page.getByRole("region", { name: "Audit log" });
  const generated = log.getByRole("row").filter({ hasText: "Generated codes" }).first();
  await expect(generated).toContainText(adminEmail);
  await expect(generated).toContainText("3 codes");
  await expect(generated).toContainText("1 week · 1 use each · no expiry");
  const madeAdmin = log.getByRole("row").filter({ hasText: "Made admin" }).filter({ hasText: adminEmail });
  await expect(madeAdmin).toContainText("Command line");
  await expect(madeAdmin).toContainText("From the command line");
  const granted = log.getByRole("row").filter({ hasText: "Granted Pro" }).filter({ hasText: lateEmail });
  await expect(granted).toContainText("30 days of Pro");
  const text = await log.innerText();
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  expect(text).not.toMatch(/[{}"]/);
  for (const cell of await log
    .getByRole("cell")
    .filter({ hasText: /@example\.com$/ })
    .all()) {
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, await cell.innerText()).toBe(1);
  }
});

test("someone who says in chat they are under 18 is flagged for review; the admin clears the flag; the overview counts it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const young = await browser.newPage();
  const youngEmail = await signedIn(young, request, "young");
  await young.getByLabel("Your message").fill("I'm 15 and my boyfriend is 22, is that okay?");
  await young.getByLabel("Your message").press("Enter");
  const reply = young.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1);
  await expect(reply).toContainText("Hearth is made for adults", { timeout: 15_000 });

  const adminEmail = uniqueEmail("admin-safety");
  await createVerifiedAccount(request, { email: adminEmail });
  await grantAdmin(adminEmail, baseURL!);
  await login(page, adminEmail, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto("/admin");
  const safety = page.getByRole("region", { name: "Safety check" });
  await expect(safety).toContainText("Counts only");
  const under18 = safety.getByText("Says they are under 18", { exact: true }).locator("..");
  await expect(under18.locator("dd")).not.toHaveText("0");
  await expect(safety.getByText("Accounts flagged for review (may be under 18)").locator("..")).not.toContainText(
    /\b0$/,
  );
  await expect(page.getByText("boyfriend")).toHaveCount(0);

  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByLabel("Show").selectOption("flagged");
  await page.getByLabel("Search by email or nickname").fill(youngEmail);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: youngEmail });
  await expect(row).toContainText("Flagged for review: may be under 18");
  await row.getByRole("button", { name: `Manage ${youngEmail}` }).click();
  const dialog = page.getByRole("dialog", { name: `Manage ${youngEmail}` });
  await expect(dialog).toContainText("said in a chat that they are under 18");
  await expect(dialog).not.toContainText("boyfriend");
  await dialog.getByRole("button", { name: "Clear the flag after review" }).click();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No accounts match.")).toBeVisible();
  await page.getByLabel("Show").selectOption("all");
  await expect(page.getByRole("row").filter({ hasText: youngEmail })).not.toContainText("Flagged for review");

  await page.getByRole("tab", { name: "Audit" }).click();
  await expect(page.getByRole("cell", { name: "Cleared the under-18 flag" })).toBeVisible();
});

test("a signed-out visitor to /admin is sent to log in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin$/);
});

test("axe finds nothing on the dashboard's tabs, light and dark, and it fits a phone", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("admin-axe");
  await createVerifiedAccount(request, { email });
  await grantAdmin(email, baseURL!);
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.goto("/admin");
    for (const tab of ["Overview", "Codes", "Users", "Audit"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(await axeViolations(page, `/admin ${tab} (dark ${dark})`)).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Users" }).click();
  await page.getByRole("button", { name: `Manage ${email}` }).click();
  await expect(page.getByRole("dialog", { name: `Manage ${email}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
