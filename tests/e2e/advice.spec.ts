import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, createVerifiedAccount, login, uniqueEmail } from "./helpers";

const SITUATION = "We were tidying the kitchen after dinner and arguing about chores again.";
const ACTION = "I told him he never helps with anything.";
const REACTION = "He got defensive and walked out of the room.";

async function signIn(page: Page, nickname = "Ari") {
  const email = uniqueEmail("advice");
  await createVerifiedAccount(page.request, { email, nickname });
  await login(page, email, "secret1");
  await expect(page).toHaveURL(/\/chat$/);
  return email;
}

async function fillMoment(page: Page) {
  await page.getByLabel("The situation").fill(SITUATION);
  await page.getByLabel("What you did or said").fill(ACTION);
  await page.getByLabel("Their reaction (optional)").fill(REACTION);
}

/**
 * Watches the analysis as it renders and notes whether there was a moment when its first section was
 * on screen and its last one was not yet: the sections stream in rather than arriving all at once.
 */
async function watchSectionsStreamIn(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { sawPartial?: boolean };
    state.sawPartial = false;
    const headings = () => [...document.querySelectorAll("h3")].map((h) => h.textContent);
    new MutationObserver(() => {
      const shown = headings();
      if (shown.includes("In short") && !shown.includes("A question to reflect on")) state.sawPartial = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async () => page.evaluate(() => (window as unknown as { sawPartial?: boolean }).sawPartial);
}

/** Asks through the form on /advice and waits for the whole analysis; returns the request's id. */
async function askThroughForm(page: Page) {
  await page.goto("/advice");
  await fillMoment(page);
  const sawPartial = await watchSectionsStreamIn(page);
  await page.getByRole("button", { name: "Get advice" }).click();
  await expect(page.getByRole("heading", { name: "A question to reflect on" })).toBeVisible({ timeout: 15_000 });
  expect(await sawPartial()).toBe(true);
  const link = page.getByRole("link", { name: "Open this advice" });
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!.split("/").at(-1)!;
}

test("ask from the menu, watch the sections stream in, and find it again after a reload in history and detail", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Advice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ask about one moment" })).toBeVisible();
  // People see a short label; how to configure a model is for development builds and admins only.
  await expect(
    page.getByText("Offline advisor — analyses are composed on this server without an AI model."),
  ).toBeVisible();
  await expect(page.getByText(/OPENAI_API_KEY/)).toHaveCount(0);

  // The spec's validation messages, from the schema the server uses too.
  await page.getByRole("button", { name: "Get advice" }).click();
  await expect(page.getByText("Situation is required")).toBeVisible();
  await expect(page.getByText("Your action/statement is required")).toBeVisible();

  // A counter per field, and a draft that survives a reload until it is sent.
  await fillMoment(page);
  await expect(page.getByText(`${SITUATION.length} / 2000 characters`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("The situation")).toHaveValue(SITUATION);
  await expect(page.getByLabel("Their reaction (optional)")).toHaveValue(REACTION);

  const sawPartial = await watchSectionsStreamIn(page);
  await page.getByRole("button", { name: "Get advice" }).click();
  const analysis = page.getByRole("group", { name: "Analysis" });
  await expect(analysis.getByRole("heading", { name: "A question to reflect on" })).toBeVisible({ timeout: 15_000 });
  expect(await sawPartial()).toBe(true);
  for (const section of [
    "What likely happened for you",
    "What likely happened for them",
    "What went well",
    "What to do differently",
    "Something you could say",
  ])
    await expect(analysis.getByRole("heading", { name: section })).toBeVisible();
  // The summary is the advice itself, never a greeting by name.
  await expect(analysis.getByRole("region", { name: "In short" })).not.toContainText("Ari");
  await expect(page.getByText("1 of 50 used today")).toBeVisible();
  const opening = await analysis.locator("p").first().innerText();

  await page.getByRole("link", { name: "Open this advice" }).click();
  await expect(page).toHaveURL(/\/advice\/[\w-]+$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: SITUATION })).toBeVisible();
  await expect(page.getByText("Advisor: Therapist")).toBeVisible();
  await expect(page.getByRole("group", { name: "Analysis" }).locator("p").first()).toHaveText(opening);

  await page.getByRole("link", { name: "Advice history" }).click();
  const item = page.getByRole("link", { name: new RegExp(`^We were tidying the kitchen`) });
  await expect(item).toContainText("Therapist");
  await item.click();
  await expect(page.getByRole("group", { name: "Analysis" }).locator("p").first()).toHaveText(opening);

  // "Help me say this" takes the request to the coach in session storage, never in the address.
  await page.getByRole("link", { name: "Help me say this" }).click();
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByLabel("What do you want from them? (optional)")).toHaveValue(SITUATION);

  // The draft went with the request.
  await page.goto("/advice");
  await expect(page.getByLabel("The situation")).toHaveValue("");
});

test("feedback on the analysis just written says it was stored and persists, the script copies, and the follow-up is answered in the same structure", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  const id = await askThroughForm(page);

  // Rated where it was just read, without opening it first.
  const helpful = page.getByRole("button", { name: "Helpful", exact: true });
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Thanks for your feedback." })).toBeVisible();
  await page.goto(`/advice/${id}`);
  await expect(helpful).toHaveAttribute("aria-pressed", "true");

  const script = await page.locator("blockquote").first().innerText();
  await page.getByRole("button", { name: "Copy what to say" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please tell us how it went")).toBeVisible();
  await page.getByLabel("How it went", { exact: true }).fill("We talked again on Sunday and it went much better.");
  await page.getByRole("button", { name: "Send" }).click();
  const followUp = page.getByRole("region", { name: "How did it go?" });
  await expect(followUp.getByRole("heading", { name: "How it went for you" })).toBeVisible({ timeout: 15_000 });
  await expect(followUp.getByRole("heading", { name: "A question to reflect on" })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(followUp).toContainText("We talked again on Sunday and it went much better.");
  await expect(followUp.getByRole("heading", { name: "What to try next" })).toBeVisible();
  await expect(page.getByLabel("How it went", { exact: true })).toHaveCount(0);

  await page.goto("/advice/history");
  const item = page.getByRole("listitem").filter({ hasText: "We were tidying the kitchen" });
  await expect(item).toContainText("Marked helpful");
  await expect(item).toContainText("Followed up");
});

test("'Discuss in chat' opens a chat that starts with the request and its analysis", async ({ page }) => {
  await signIn(page);
  const id = await askThroughForm(page);
  await page.goto(`/advice/${id}`);
  await page.getByRole("button", { name: "Discuss in chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.locator(":scope > li").first()).toContainText(`The situation: ${SITUATION}`);
  await expect(messages.locator(":scope > li").nth(1)).toContainText("Something you could say");
  await expect(page.getByRole("heading", { level: 1, name: /^We were tidying the kitchen/ })).toBeVisible();

  await page.getByLabel("Your message").fill("What should I say first when he comes back?");
  await page.getByLabel("Your message").press("Enter");
  await expect(messages.locator(":scope > li")).toHaveCount(4, { timeout: 15_000 });
});

test("history searches and deletes after a confirmation; the empty state explains what advice is for", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: "Daily advice" }).click();
  await expect(page).toHaveURL(/\/advice$/);
  await page.goto("/advice/history");
  await expect(page.getByRole("heading", { name: "No advice requests yet" })).toBeVisible();
  await expect(page.getByText("Advice requests are for one concrete moment")).toBeVisible();

  await askThroughForm(page);
  await page.goto("/advice/history");
  await page.getByLabel("Search advice").fill("nothing like this");
  await expect(page.getByText("No advice requests match your search.")).toBeVisible();
  await page.getByLabel("Search advice").fill("kitchen");
  await expect(page.getByRole("link", { name: /^We were tidying the kitchen/ })).toBeVisible();

  await page.getByRole("button", { name: /^Delete “We were tidying/ }).click();
  await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await page.getByLabel("Search advice").fill("");
  await expect(page.getByRole("heading", { name: "No advice requests yet" })).toBeVisible();
});

test("over the daily limit the form shows the upgrade prompt and keeps the draft", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  // 50 requests through the API (ten at a time), then the 51st through the form.
  const statuses = await page.evaluate(async () => {
    const one = async (n: number) => {
      const response = await fetch("/api/advice", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: crypto.randomUUID(), situation: `Moment ${n}`, action: "I said something." }),
      });
      await response.text();
      return response.status;
    };
    const all: number[] = [];
    for (let batch = 0; batch < 5; batch++)
      all.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => one(batch * 10 + i)))));
    return all;
  });
  expect(statuses.every((status) => status === 200)).toBe(true);

  await page.goto("/advice");
  await expect(page.getByText("50 of 50 used today")).toBeVisible();
  await fillMoment(page);
  await page.getByRole("button", { name: "Get advice" }).click();
  await expect(page.getByText("You have reached your daily advice limit")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByLabel("The situation")).toHaveValue(SITUATION);
});

test("a crisis moment gets the help card above a safety-first analysis: keyboard reachable, axe clean, kept after a reload", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/advice");
  await page.getByLabel("The situation").fill("We argued about money again last night.");
  await page.getByLabel("What you did or said").fill("I said I wanted to see my friends this weekend.");
  await page.getByLabel("Their reaction (optional)").fill("He hit me and said I'm not allowed to leave the house.");
  await page.getByRole("button", { name: "Get advice" }).click();

  const card = page.getByRole("region", { name: "Help is available" });
  await expect(card).toContainText("In danger right now? Call 911");
  await expect(card.getByRole("link", { name: "Call 1-800-799-7233" })).toHaveAttribute("href", "tel:18007997233");
  const analysis = page.getByRole("group", { name: "Analysis" });
  await expect(analysis.getByRole("heading", { name: "A question to reflect on" })).toBeVisible({ timeout: 15_000 });
  await expect(analysis).toContainText("help card above");
  await expect(analysis).toContainText("it is not your fault");
  await expect(analysis).toContainText("Are you somewhere safe right now?");
  const below = async () => {
    const cardBox = (await card.boundingBox())!;
    const analysisBox = (await page.getByRole("heading", { level: 2, name: "Analysis" }).boundingBox())!;
    return cardBox.y + cardBox.height <= analysisBox.y;
  };
  expect(await below()).toBe(true);

  // Keyboard: Tab from the moment above reaches the card's emergency call.
  await page.getByRole("link", { name: "Advice history" }).focus();
  let reached = false;
  for (let i = 0; i < 20 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await card
      .getByRole("link", { name: "In danger right now? Call 911" })
      .evaluate((link) => link === document.activeElement);
  }
  expect(reached).toBe(true);
  expect(await axeViolations(page, "/advice with the help card")).toEqual([]);

  await page.getByRole("link", { name: "Open this advice" }).click();
  await expect(page).toHaveURL(/\/advice\/[\w-]+$/);
  await page.reload();
  await expect(card).toContainText("In danger right now? Call 911");
  await expect(analysis).toContainText("Are you somewhere safe right now?");
  expect(await below()).toBe(true);
  expect(await axeViolations(page, "/advice/{id} with the help card")).toEqual([]);
});

test("axe finds no violations on the three advice screens, light and dark", async ({ page }) => {
  // Six full axe passes after streaming an analysis: more than the default budget on a busy 2-core machine.
  test.setTimeout(90_000);
  await signIn(page);
  const id = await askThroughForm(page);
  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.goto("/advice");
    await expect(page.getByLabel("The situation")).toBeVisible();
    expect(await axeViolations(page, `/advice (dark ${dark})`)).toEqual([]);
    await page.goto("/advice/history");
    await expect(page.getByRole("link", { name: /^We were tidying the kitchen/ })).toBeVisible();
    expect(await axeViolations(page, `/advice/history (dark ${dark})`)).toEqual([]);
    await page.goto(`/advice/${id}`);
    await expect(page.getByRole("heading", { name: "A question to reflect on" })).toBeVisible();
    expect(await axeViolations(page, `/advice/{id} (dark ${dark})`)).toEqual([]);
  }
  // The answer as it streams in, too.
  await page.goto("/advice");
  await fillMoment(page);
  await page.getByRole("button", { name: "Get advice" }).click();
  await expect(page.getByRole("heading", { name: "A question to reflect on" })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page, "/advice with an answer")).toEqual([]);
});

test("works on a phone-sized screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const id = await askThroughForm(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.goto(`/advice/${id}`);
  await expect(page.getByRole("button", { name: "Discuss in chat" })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto("/advice/history");
  await expect(page.getByRole("link", { name: /^We were tidying the kitchen/ })).toBeVisible();
  expect(await fits()).toBe(true);
});
