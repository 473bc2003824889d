import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "../e2e/test";
import { answeredBy, cluster, query, signedUpAccount } from "./cluster";

const TEXT = "We keep arguing about chores and it is wearing us down.";
const replyOf = (page: Page) => page.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1);
const helpful = (page: Page) => page.getByRole("button", { name: "Helpful", exact: true });
const lengthOf = async (reply: Locator) => (await reply.innerText()).length;

/** Sends the page's requests that `route` catches to instance `n`. */
const pinTo = (n: number) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), "x-hearth-instance": String(n) } });

test("a reply streaming from instance 1 is resumed after a reload from instance 2 and keeps growing", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // No service worker: its fetches would pass the page's routes by.
  const context = await browser.newContext({ baseURL: cluster().origin, serviceWorkers: "block" });
  const page = await context.newPage();
  const email = await signedUpAccount(context.request, "cluster-resume", "Ari");
  await page.route("**/api/chat", pinTo(1));
  await page.route("**/api/chat/*/stream", pinTo(2));

  await page.goto("/chat");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
  await page.getByLabel("Your message").fill(TEXT);
  await page.getByLabel("Your message").press("Enter");
  expect(answeredBy(await sent)).toBe(1);
  await expect(replyOf(page)).toContainText("Ari", { timeout: 15_000 });

  const resumed = page.waitForResponse((r) => /\/api\/chat\/[^/]+\/stream$/.test(r.url()));
  await page.reload();
  const resumedOn = await resumed;
  expect(resumedOn.status()).toBe(200);
  expect(answeredBy(resumedOn)).toBe(2);
  await expect(page.getByRole("heading", { level: 1, name: TEXT })).toBeVisible();
  // The reply, written by instance 1, grows on screen through instance 2.
  const reply = replyOf(page);
  await expect(reply).toContainText("Ari");
  for (let i = 0; i < 2; i++) {
    const before = await lengthOf(reply);
    await expect.poll(() => lengthOf(reply), { timeout: 5_000, intervals: [100] }).toBeGreaterThan(before);
  }
  await expect(helpful(page)).toHaveCount(0);
  await expect(page.getByText("Not connected to streaming server", { exact: false })).toHaveCount(0);

  await expect(helpful(page)).toBeVisible({ timeout: 30_000 });
  const stored = await query<{ status: string }>(
    `select m.status from message m join "user" u on u.id = m.user_id where u.username = $1 and m.role = 'assistant'`,
    [email],
  );
  expect(stored).toEqual([{ status: "complete" }]);
  // What the resumed page showed is the whole reply as stored: the same as a fresh load of the conversation.
  const shown = await reply.innerText();
  await page.reload();
  await expect(helpful(page)).toBeVisible();
  expect(await replyOf(page).innerText()).toBe(shown);
  await context.close();
});
