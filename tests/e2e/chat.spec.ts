import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, createVerifiedAccount, holdScripts, uniqueEmail } from "./helpers";

// page.route does not see a request that passes through the service worker: blocked, every one reaches it.
test.use({ serviceWorkers: "block" });

async function signIn(page: Page) {
  const email = uniqueEmail("chat");
  await createVerifiedAccount(page.request, { email, nickname: "Ari" });
  await page.goto("/auth?tab=login");
  const form = page.getByRole("form", { name: "Log In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("secret1");
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  // The message box is in the server's HTML; Send is enabled once React runs it (a key pressed before that is
  // the bare textarea's).
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  return email;
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

/** Signs in and starts a conversation from the first opener; resolves with its id once the reply is in. */
async function conversationFromOpener(page: Page): Promise<string> {
  await signIn(page);
  await page.getByRole("button", { name: "We live far apart. How do we stay close?" }).click();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  const id = await page.evaluate(() => window.sessionStorage.getItem("openConversationId"));
  expect(id).toBeTruthy();
  return id!;
}

test("send a message, watch the reply stream in, and find it again after a reload", async ({ page }) => {
  await signIn(page);
  // People see a short label; how to configure a model is for development builds and admins only.
  await expect(
    page.getByText("Offline advisor — replies are composed on this server without an AI model."),
  ).toBeVisible();
  await expect(page.getByText(/OPENAI_API_KEY/)).toHaveCount(0);
  await page.getByLabel("Your message").fill("We keep arguing about chores and it is wearing us down.");
  await page.getByLabel("Your message").press("Enter");

  await expect(messages(page).getByText("We keep arguing about chores and it is wearing us down.")).toBeVisible();
  const reply = messages(page).locator(":scope > li").nth(1);
  await expect(reply).toContainText("Ari", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "We keep arguing about chores and it is wearing us down." }),
  ).toBeVisible();
  const firstParagraph = await reply.locator("p").first().innerText();

  await page.reload();
  const sidebar = page.getByRole("navigation", { name: "Conversations" });
  await sidebar.getByRole("button", { name: /^We keep arguing about chores/ }).click();
  await expect(messages(page).locator(":scope > li").nth(1).locator("p").first()).toHaveText(firstParagraph);
});

test("Shift+Enter adds a line; an empty message is refused", async ({ page }) => {
  await signIn(page);
  const box = page.getByLabel("Your message");
  await box.press("Enter");
  await expect(page.getByText("Message cannot be empty")).toBeVisible();
  await box.fill("first line");
  await box.press("Shift+Enter");
  await box.pressSequentially("second line");
  await expect(box).toHaveValue("first line\nsecond line");
});

test("rename, search and delete a conversation; feedback persists", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "I feel jealous and I don't know how to talk about it." }).click();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  // The thumb shows pressed at once, and says it was recorded once the server has stored it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/messages/*/feedback", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  const thanks = page.getByRole("status").filter({ hasText: "Thanks for your feedback." });
  await expect(thanks).toHaveCount(0);
  release();
  await expect(thanks).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Conversations" });
  await sidebar.getByRole("button", { name: /^Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByLabel("Chat name").fill("Jealousy talk");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(sidebar.getByRole("button", { name: /^Jealousy talk/ })).toBeVisible();
  // The open conversation's header follows at once, not after a reload.
  await expect(page.getByRole("heading", { level: 1, name: "Jealousy talk" })).toBeVisible();

  await sidebar.getByLabel("Search chats").fill("nothing like this");
  await expect(sidebar.getByText("No chats match your search.")).toBeVisible();
  await sidebar.getByLabel("Search chats").fill("jealous");
  await expect(sidebar.getByRole("button", { name: /^Jealousy talk/ })).toBeVisible();

  await page.reload();
  await sidebar.getByRole("button", { name: /^Jealousy talk/ }).click();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  // A conversation opened from the list too, and again when it is opened after another chat.
  await sidebar.getByRole("button", { name: "Actions for Jealousy talk" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByLabel("Chat name").fill("Talking about jealousy");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talking about jealousy" })).toBeVisible();
  await sidebar.getByRole("button", { name: "New chat" }).click();
  await sidebar.getByRole("button", { name: /^Talking about jealousy/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talking about jealousy" })).toBeVisible();

  await sidebar.getByRole("button", { name: "Actions for Talking about jealousy" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(sidebar.getByText("No conversations yet.")).toBeVisible();
});

test("the list and its search results show a reply's first words as plain text, not its Markdown", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Your message").fill("I want to end my life, I can't do this anymore");
  await page.getByLabel("Your message").press("Enter");
  // The safety-first reply opens with a bold sentence.
  await expect(messages(page).locator(":scope > li").nth(1).locator("strong").first()).toContainText(
    "If you or anyone else is in danger",
    { timeout: 15_000 },
  );
  const sidebar = page.getByRole("navigation", { name: "Conversations" });
  const entry = sidebar.getByRole("button", { name: /^I want to end my life/ });
  await expect(entry).toContainText("If you or anyone else is in danger right now");
  await expect(entry).not.toContainText("*");
  await sidebar.getByLabel("Search chats").fill("end my life");
  await expect(entry).toContainText("If you or anyone else is in danger right now");
  await expect(entry).not.toContainText("*");
});

test("a free user's 51st message today gets the upgrade prompt, and the refused text stays in the box", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByLabel("Your message").fill("First conversation");
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

  for (let i = 2; i <= 50; i++) {
    const status = await page.evaluate(async (n) => {
      const list = await (await fetch("/api/conversations")).json();
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          conversationId: list.conversations[0].id,
          messageId: crypto.randomUUID(),
          text: `message ${n}`,
        }),
      });
      await response.text();
      return response.status;
    }, i);
    expect(status).toBe(200);
  }
  await page.getByLabel("Your message").fill("Message fifty-one");
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByText("You have reached your daily advice limit")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveValue("Message fifty-one");
  await expect(page.getByRole("list", { name: "Messages" }).getByText("Message fifty-one")).toHaveCount(0);
});

test("/chat/{id} opens that conversation", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Your message").fill("Long distance is hard for us");
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  const id = await page.evaluate(
    async () => (await (await fetch("/api/conversations")).json()).conversations[0].id as string,
  );

  await page.goto("/settings");
  await page.goto(`/chat/${id}`);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { level: 1, name: "Long distance is hard for us" })).toBeVisible();
  await expect(messages(page).getByText("Long distance is hard for us")).toBeVisible();
});

test("axe finds no violations on the chat screen with a conversation", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("Your message").fill("We argue about money");
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page, "/chat")).toEqual([]);
});

test.describe("the chat before its scripts run, and without the network", () => {
  test("a reload shows the tab's conversation from the server's page before the app's scripts run; gone, a new chat", async ({
    page,
  }) => {
    const id = await conversationFromOpener(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/conversations/")) asked.push(request.url());
    });

    const release = await holdScripts(page);
    await page.reload({ waitUntil: "commit" });
    // None of the app's scripts has run: /chat went on to the conversation's link, whose page holds it.
    await expect(messages(page).getByText("We live far apart. How do we stay close?")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/chat/${id}`);
    release();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeEnabled();
    expect(asked).toEqual([]);

    // Deleted elsewhere meanwhile: the reload opens a new chat, not a "missing" notice.
    expect((await page.request.delete(`/api/conversations/${id}`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "New chat" })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("button", { name: "We live far apart. How do we stay close?" })).toBeEnabled();
  });

  test("a /chat/{id} link's conversation is in the server's page, at its newest message, before any script runs", async ({
    page,
  }) => {
    const id = await conversationFromOpener(page);
    await page.getByLabel("Your message").fill("And when we only talk on the phone?");
    await page.getByLabel("Your message").press("Enter");
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toHaveCount(2, { timeout: 15_000 });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/conversations/")) asked.push(request.url());
    });
    // React reports a server page it cannot take over as it is (and renders it again) as an error.
    const hydrationErrors: string[] = [];
    const hydration = (text: string) => {
      if (/Minified React error #(418|423|425)|hydrat/i.test(text)) hydrationErrors.push(text);
    };
    page.on("pageerror", (error) => hydration(error.message));
    page.on("console", (message) => hydration(message.text()));

    await page.setViewportSize({ width: 390, height: 500 });
    const release = await holdScripts(page);
    await page.goto(`/chat/${id}`, { waitUntil: "domcontentloaded" });
    // None of the app's scripts has run: the title and the newest reply are the server's HTML, scrolled to the end.
    await expect(
      page.getByRole("heading", { level: 1, name: "We live far apart. How do we stay close?" }),
    ).toBeVisible();
    await expect(messages(page).getByText("And when we only talk on the phone?")).toBeVisible();
    await expect(messages(page).locator(":scope > li").last()).toBeInViewport();
    release();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("button", { name: "Helpful", exact: true }).last()).toBeEnabled();
    await expect(messages(page).locator(":scope > li").last()).toBeInViewport();
    expect(asked).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });

  test("a send that cannot reach the server says so and keeps the text; it goes once the network is back", async ({
    page,
  }) => {
    await signIn(page);
    let blocked = 0;
    await page.route("**/api/chat", (route) => {
      blocked++;
      return route.abort("internetdisconnected");
    });
    const box = page.getByLabel("Your message");
    await box.fill("Can we talk about the holidays?");
    await box.press("Enter");
    const notConnected = page.getByRole("alert").filter({ hasText: "Not connected to streaming server." });
    await expect(notConnected).toBeVisible();
    await expect(box).toHaveValue("Can we talk about the holidays?");
    await expect(messages(page)).toHaveCount(0);
    expect(blocked).toBeGreaterThan(0);

    await page.unroute("**/api/chat");
    await box.press("Enter");
    await expect(messages(page).getByText("Can we talk about the holidays?")).toBeVisible();
    await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(notConnected).toHaveCount(0);
  });
});

test("on a phone the conversations open in a sheet, by keyboard too, and focus goes back to its button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole("button", { name: "I feel jealous and I don't know how to talk about it." }).click();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

  const open = page.getByRole("button", { name: "Open conversations" });
  await open.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Conversations" });
  const list = sheet.getByRole("navigation", { name: "Conversations" });
  await expect(list.getByRole("button", { name: /^I feel jealous/ })).toBeVisible();

  await list.getByRole("button", { name: /^Actions for/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Rename" })).toHaveCount(0);
  await expect(sheet).toBeVisible();

  // Modal: the keyboard goes round the sheet, and a tap beside it closes it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || !!active?.closest('[role="dialog"]') ? "sheet" : active?.outerHTML;
    });
    expect(focus).toBe("sheet");
  }
  // What is behind it is hidden from screen readers while it is open.
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveCount(0);
  expect(await axeViolations(page, "/chat with the sheet open")).toEqual([]);
  await page.mouse.click(370, 420);
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Your message" })).toBeEditable();

  await open.click();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
});
