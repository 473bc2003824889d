import { type Cookie, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiUser, signedIn } from "./helpers";

// page.route does not see a request that passes through the service worker: blocked, every one reaches it.
test.use({ serviceWorkers: "block" });

const TURNS = 61;
const userText = (n: number) => `Turn ${n} of a long talk`;
/** A user message's bubble (its text follows the hidden "You: "), not a reply that happens to quote it. */
const userMessage = (page: Page, n: number) =>
  page.locator("main li").getByText(`You: ${userText(n)}`, { exact: true });

/** A Pro account (checkout simulator) with a conversation of 61 turns: 122 messages, sent through the API. */
async function longConversation(page: Page) {
  await signedIn(page, page.request, "long");
  const { sessionId } = await (await page.request.post("/api/checkout", { data: { plan: "pro_monthly" } })).json();
  const paid = await page.request.post(`/api/dev/checkout/${sessionId}/pay`, { data: { card: "4242 4242 4242 4242" } });
  expect(paid.status()).toBe(200);
  await expect.poll(async () => (await apiUser(page)).isPro).toBe(true);
  const conversationId = crypto.randomUUID();
  for (let n = 1; n <= TURNS; n++) {
    const response = await page.request.post("/api/chat", {
      data: { conversationId, messageId: crypto.randomUUID(), text: userText(n) },
    });
    expect(response.status()).toBe(200);
    await response.body();
  }
  return conversationId;
}

// Made once (61 turns one after another are most of the time here): the test that only reads it runs first,
// the one that adds a turn at its end last.
test.describe.configure({ mode: "serial" });
let conversationId: string;
let cookies: Cookie[];

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  conversationId = await longConversation(await context.newPage());
  cookies = await context.cookies();
  await context.close();
});

const EARLIER_PAGE = /\/api\/conversations\/[^/?]+\?before=/;

/** Opens the long conversation, signed in as its owner. */
async function openLongConversation(page: Page) {
  await page.context().addCookies(cookies);
  await page.goto(`/chat/${conversationId}`);
}

/** Holds back the requests to `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Loaded at the very top (scroll offset 0, where the browser does not anchor), and drawn near the view only
// once there (content-visibility), with heights other than the guessed ones: KeepInView.
test("earlier messages loaded at the very top leave the messages in view in place", async ({ page }) => {
  test.setTimeout(180_000);
  const release = await hold(page, EARLIER_PAGE);
  await openLongConversation(page);
  const live = page.getByRole("list", { name: "Messages", exact: true });
  await expect(live.locator(":scope > li")).toHaveCount(50);
  await page.getByRole("button", { name: "Load earlier messages" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Loading earlier messages…" })).toBeVisible();
  const firstLive = live.locator(":scope > li").first();
  const before = (await firstLive.boundingBox())!.y;
  release();
  await expect(page.getByRole("list", { name: "Earlier messages" }).locator(":scope > li")).toHaveCount(50);
  expect(Math.abs((await firstLive.boundingBox())!.y - before)).toBeLessThan(4);
  // And it stays there once the messages around the view have been drawn.
  await page.waitForTimeout(500);
  expect(Math.abs((await firstLive.boundingBox())!.y - before)).toBeLessThan(4);
});

test("a 122-message conversation opens at its newest messages; scrolling up brings back the oldest", async ({
  page,
}) => {
  test.setTimeout(180_000);

  // The earlier page is held back, so its loading state can be seen.
  const release = await hold(page, EARLIER_PAGE);

  await openLongConversation(page);
  const live = page.getByRole("list", { name: "Messages", exact: true });
  await expect(live.locator(":scope > li")).toHaveCount(50);
  await expect(live.locator(":scope > li").last()).toBeInViewport();
  await expect(userMessage(page, TURNS)).toHaveCount(1);
  await expect(userMessage(page, TURNS - 25)).toHaveCount(0);
  await expect(userMessage(page, 1)).toHaveCount(0);

  // The keyboard's way: the button above the messages.
  const loadEarlier = page.getByRole("button", { name: "Load earlier messages" });
  await loadEarlier.focus();
  // Focus brings it into view, which may start the load by itself; Enter then asks for the same page.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Loading earlier messages…" })).toBeVisible();
  release();
  const earlier = page.getByRole("list", { name: "Earlier messages" });
  await expect(earlier.getByText(`You: ${userText(TURNS - 25)}`, { exact: true })).toHaveCount(1);

  // Scrolling up loads the rest on its own.
  await page.mouse.move(640, 300);
  await expect(async () => {
    await page.mouse.wheel(0, -4000);
    await expect(userMessage(page, 1)).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(earlier.locator(":scope > li")).toHaveCount(72);
  await expect(loadEarlier).toHaveCount(0);

  // The conversation goes on at its end, which follows the new reply. The reply is held back until the sent
  // message was seen in view: a long reply streamed at once pushes it out above.
  const releaseReply = await hold(page, /\/api\/chat$/);
  await page.getByLabel("Your message").fill("And one more thing");
  await page.getByLabel("Your message").press("Enter");
  await expect(live.getByText("And one more thing")).toBeInViewport();
  releaseReply();
  await expect(live.locator(":scope > li")).toHaveCount(52, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Helpful", exact: true }).last()).toBeInViewport({ timeout: 15_000 });
});
