import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, signedIn } from "./helpers";

// page.route and waitForRequest do not see a request that passes through the service worker.
test.use({ serviceWorkers: "block" });

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

/** Sends a message from the box and waits for its whole reply: `count` messages shown, none streaming. */
async function send(page: Page, text: string, count: number) {
  await page.getByLabel("Your message").fill(text);
  await page.getByLabel("Your message").press("Enter");
  await expect(messages(page).getByText(text)).toBeVisible();
  await expect(messages(page).locator(":scope > li")).toHaveCount(count, { timeout: 15_000 });
  await expect(messages(page)).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
}

test("a private chat: answered with its history, never saved, gone on reload, asked about before leaving", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "private");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  const sidebar = page.getByRole("navigation", { name: "Conversations" });
  await sidebar.getByRole("button", { name: "New private chat" }).click();

  await expect(page).toHaveURL(/\/chat\/private$/);
  await expect(page.getByRole("heading", { level: 1, name: "Private chat" })).toBeVisible();
  await expect(page.getByText("Nothing here is saved. It's gone when you leave.")).toBeVisible();
  // Nothing that would store something: no images, no coach, no voice.
  await expect(page.getByRole("button", { name: "Attach an image" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Help me say this" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Talk by voice" })).toHaveCount(0);

  const first = page.waitForRequest((r) => r.url().endsWith("/api/chat") && r.method() === "POST");
  await send(page, "We keep arguing about chores and it wears us down.", 2);
  expect((await first).postDataJSON()).toMatchObject({
    private: true,
    text: "We keep arguing about chores and it wears us down.",
    history: [],
  });
  const firstReply = await messages(page).locator(":scope > li").nth(1).locator("p").first().innerText();

  const second = page.waitForRequest((r) => r.url().endsWith("/api/chat") && r.method() === "POST");
  await send(page, "How do I bring it up without a fight?", 4);
  const sent = (await second).postDataJSON() as { history: { role: string; content: string }[] };
  expect(sent.history.map((turn) => turn.role)).toEqual(["user", "assistant"]);
  expect(sent.history[0]!.content).toBe("We keep arguing about chores and it wears us down.");
  expect(sent.history[1]!.content).toContain(firstReply.slice(0, 20));

  // Nothing was saved: no conversation, nothing of it in the browser's storage.
  const listed = await (await page.request.get("/api/conversations")).json();
  expect(listed.conversations).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify([{ ...window.sessionStorage }, { ...window.localStorage }]));
  expect(stored).not.toMatch(/chores|without a fight|openConversationId/);
  expect(await axeViolations(page, "/chat/private")).toEqual([]);

  // An in-app link asks first; staying keeps the chat.
  await page.getByRole("link", { name: /^Advisor:/ }).click();
  const leaving = page.getByRole("alertdialog", { name: "Leave this private chat?" });
  await expect(leaving).toBeVisible();
  expect(await axeViolations(page, "/chat/private asking before leaving")).toEqual([]);
  await leaving.getByRole("button", { name: "Stay" }).click();
  await expect(leaving).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat\/private$/);
  await expect(messages(page).locator(":scope > li")).toHaveCount(4);

  // So does New chat.
  await sidebar.getByRole("button", { name: "New chat" }).click();
  await expect(leaving).toBeVisible();
  await leaving.getByRole("button", { name: "Stay" }).click();
  await expect(messages(page).locator(":scope > li")).toHaveCount(4);

  // A reload asks the browser's way; confirmed, the chat is gone.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe("beforeunload");
  await expect(page).toHaveURL(/\/chat\/private$/);
  await expect(page.getByRole("heading", { level: 1, name: "Private chat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What's on your mind?" })).toBeVisible();
  await expect(messages(page)).toHaveCount(0);

  // Leaving by a link, confirmed, goes there; an empty private chat never asks.
  await send(page, "One more thing on my mind.", 2);
  await page.getByRole("link", { name: /^Advisor:/ }).click();
  await leaving.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/ai-tone$/);
  await page.goto("/chat/private");
  await page.getByRole("link", { name: /^Advisor:/ }).click();
  await expect(page).toHaveURL(/\/ai-tone$/);
});

test("at the free plan's one conversation, a private chat keeps the talk going without using it", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "private-free");
  await send(page, "We never plan anything together.", 2);
  const sidebar = page.getByRole("navigation", { name: "Conversations" });
  await sidebar.getByRole("button", { name: "New chat" }).click();
  await expect(page.getByRole("heading", { name: "The free plan includes 1 conversation" })).toBeVisible();

  await page.getByRole("button", { name: "Start a private chat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Private chat" })).toBeVisible();
  await send(page, "Something I would rather not keep.", 2);
  const usage = await (await page.request.get("/api/usage")).json();
  expect(usage).toMatchObject({ conversations: 1, conversationLimit: 1 });

  // Back to the saved conversation, once the private chat may go.
  await sidebar.getByRole("button", { name: /^We never plan anything together/ }).click();
  await page
    .getByRole("alertdialog", { name: "Leave this private chat?" })
    .getByRole("button", { name: "Leave" })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(messages(page).getByText("We never plan anything together.")).toBeVisible();
  await expect(messages(page).getByText("Something I would rather not keep.")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the sheet opens a private chat that fits 390 px, and axe finds nothing", async ({ page, request }) => {
    await signedIn(page, request, "private-phone");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
    await page.getByRole("button", { name: "Open conversations" }).click();
    const sheet = page.getByRole("dialog", { name: "Conversations" });
    await sheet.getByRole("button", { name: "New private chat" }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Private chat" })).toBeVisible();
    await send(page, "We keep missing each other after work.", 2);

    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await axeViolations(page, "/chat/private at 390 px")).toEqual([]);

    // Leaving through the sheet asks, with the sheet closed.
    await page.getByRole("button", { name: "Open conversations" }).click();
    await sheet.getByRole("button", { name: "New chat" }).click();
    const leaving = page.getByRole("alertdialog", { name: "Leave this private chat?" });
    await expect(leaving).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await leaving.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { level: 1, name: "New chat" })).toBeVisible();
  });
});
