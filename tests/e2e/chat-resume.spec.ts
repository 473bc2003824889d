import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { createVerifiedAccount, login, uniqueEmail } from "./helpers";
import { ownServer, type OwnServer } from "./own-server";

// A server of its own whose offline advisor is slow (a reply takes about ten seconds), so a reply can be
// reloaded, opened elsewhere or stopped while it is still being written.
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
const helpful = (page: Page) => page.getByRole("button", { name: "Helpful", exact: true });
const lengthOf = async (reply: Locator) => (await reply.innerText()).length;

/** The reply on `page` is still being written and grows on screen. */
async function growsLive(page: Page) {
  const reply = replyOf(page);
  await expect(reply).toContainText("Ari");
  const before = await lengthOf(reply);
  await expect.poll(() => lengthOf(reply), { timeout: 5_000, intervals: [100] }).toBeGreaterThan(before);
  const later = await lengthOf(reply);
  await expect.poll(() => lengthOf(reply), { timeout: 5_000, intervals: [100] }).toBeGreaterThan(later);
  await expect(helpful(page)).toHaveCount(0);
}

test("a reload mid-reply reopens the conversation and the reply keeps streaming; a second tab sees it arrive", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const email = uniqueEmail("resume");
  await createVerifiedAccount(context.request, { email, nickname: "Ari" });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);

  await page.getByLabel("Your message").fill(TEXT);
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByText("Responding…")).toBeVisible({ timeout: 15_000 });
  await expect(replyOf(page)).toContainText("Ari");

  await page.reload();
  // The same conversation, not an empty new chat, and the reply goes on from what had arrived.
  await expect(page.getByRole("heading", { level: 1, name: TEXT })).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages" }).getByText(TEXT)).toBeVisible();
  await growsLive(page);
  await expect(page.getByText("Not connected to streaming server", { exact: false })).toHaveCount(0);

  // A second tab opens the conversation while the reply is still being written.
  const second = await context.newPage();
  await second.goto("/chat");
  await second
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("button", { name: /^We keep arguing about chores/ })
    .click();
  await growsLive(second);

  await expect(helpful(page)).toBeVisible({ timeout: 30_000 });
  await expect(helpful(second)).toBeVisible({ timeout: 30_000 });
  const full = await replyOf(page).innerText();
  expect(await replyOf(second).innerText()).toBe(full);
  // What both tabs show is the whole reply, as stored.
  await page.reload();
  await expect(helpful(page)).toBeVisible();
  expect(await replyOf(page).innerText()).toBe(full);
  await context.close();
});

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
