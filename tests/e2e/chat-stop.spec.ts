import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, login, uniqueEmail } from "./helpers";
import { ownServer, type OwnServer } from "./own-server";

// A server of its own whose offline advisor is slow (a reply takes about ten seconds), so Stop lands mid-reply.
let server: OwnServer;

test.beforeAll(async () => {
  server = await ownServer({ env: { OFFLINE_ADVISOR_TOKEN_MS: "50" } });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

const TEXT = "We keep arguing about chores and it is wearing us down.";
const replyOf = (page: Page) => page.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1);

test("Stop mid-reply keeps the partial reply, says Stopped, and a reload shows the same", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const email = uniqueEmail("stop");
  await createVerifiedAccount(context.request, { email, nickname: "Ari" });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);

  await page.getByLabel("Your message").fill(TEXT);
  await page.getByLabel("Your message").press("Enter");
  const reply = replyOf(page);
  await expect(reply).toContainText("Ari", { timeout: 15_000 });
  await page.getByRole("button", { name: "Stop", exact: true }).click();

  await expect(reply.getByText("Stopped", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible();
  await expect(page.getByText("Message cannot be empty")).toHaveCount(0);
  // The reply no longer grows: what is shown is what the server stopped at.
  const shown = await reply.innerText();
  await page.waitForTimeout(1_500);
  expect(await reply.innerText()).toBe(shown);
  await expect(page.getByText("Message cannot be empty")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: TEXT })).toBeVisible();
  await expect(replyOf(page).getByText("Stopped", { exact: true })).toBeVisible();
  expect(await replyOf(page).innerText()).toBe(shown);
  // Still the partial reply a few seconds on, when the whole reply would long have been written.
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(replyOf(page).getByText("Stopped", { exact: true })).toBeVisible();
  expect(await replyOf(page).innerText()).toBe(shown);
  await context.close();
});
