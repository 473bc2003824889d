import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, holdScripts, signedIn } from "./helpers";

// Scripts are held back with page.route, which does not see what the service worker fetches.
test.use({ serviceWorkers: "block" });

const HARSH = "You never listen to me. Whatever.";
// What the offline coach (no model in the e2e server) makes of HARSH.
const REWRITE = "I need some time before we talk about this.";
const KIND = "I miss you. Can we have dinner together on Friday?";

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Tabs from where the pointer last clicked until a marked phrase has focus; gives how many presses it took. */
async function tabToMarker(page: Page) {
  for (let presses = 1; presses <= 20; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.tagName === "MARK")) return presses;
  }
  throw new Error("no marked phrase is reachable by Tab");
}

test("text typed in the composer before the page's scripts ran goes to the coach", async ({ page, request }) => {
  await signedIn(page, request, "coach-early");
  const release = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await page.getByLabel("Your message").fill(HARSH);
  // The chat's first fetch of its own: the page has hydrated.
  const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/conversations");
  release();
  await hydrated;
  await page.getByRole("button", { name: "Help me say this" }).click();
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByLabel("What do you want to send?")).toHaveValue(HARSH);
});

test("from the chat composer to the coach and back with the softer version", async ({ page, request, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedIn(page, request, "coach");
  await page.getByLabel("Your message").fill(HARSH);
  await page.getByRole("button", { name: "Help me say this" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Before you send" })).toBeVisible();
  await expect(page).toHaveURL(/\/coach$/);
  // The draft came in session storage, never the address; it is read once.
  await expect(page.getByLabel("What do you want to send?")).toHaveValue(HARSH);
  expect(await page.evaluate(() => sessionStorage.getItem("coachHandoff"))).toBeNull();
  await expect(page.getByLabel("Who is it for? (optional)")).toBeVisible();
  expect(await axeViolations(page, "/coach")).toEqual([]);

  await page.getByRole("button", { name: "Check my message" }).click();
  const rewrite = page.getByRole("region", { name: "A softer version" });
  await expect(rewrite).toBeVisible({ timeout: 15_000 });
  await expect(rewrite.locator("ins")).toContainText("need some time before we talk about");
  await expect(rewrite.locator("del")).toContainText("You never listen");

  // Each marked phrase is reached by Tab, says its kind and why to a screen reader, and shows it on focus.
  const draft = page.getByRole("region", { name: "Your message" });
  await draft.getByRole("heading", { name: "Your message" }).click();
  await tabToMarker(page);
  const first = draft.locator("mark").first();
  await expect(first).toBeFocused();
  await expect(first).toHaveText("You never listen");
  await expect(first).toHaveAccessibleDescription(/^Always or never: .+/);
  await expect(draft.getByText("Always or never", { exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  const second = draft.locator("mark").nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveText("Whatever");
  await expect(second).toHaveAccessibleDescription(/^Shutting down: .+/);
  await second.blur();
  await expect(draft.getByText("Focus or point at a marked phrase to see why it may land badly.")).toBeVisible();
  await draft.locator("mark").first().hover();
  await expect(draft.getByText("Always or never", { exact: true })).toBeVisible();

  await rewrite.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied the softer version")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REWRITE);
  expect(await axeViolations(page, "/coach with an answer")).toEqual([]);

  await rewrite.getByRole("button", { name: "Use in chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByLabel("Your message")).toHaveValue(REWRITE);
});

test("a kind draft is left alone; I sent it and how it went are kept on the check's page", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "coach-kind");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Coach" }).click();
  await page.getByLabel("What do you want to send?").fill(KIND);
  await page.getByRole("button", { name: "Check my message" }).click();
  await expect(page.getByText("This reads as kind and clear — send it.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "A softer version" })).toHaveCount(0);
  await expect(page.locator("mark")).toHaveCount(0);

  await page.getByRole("button", { name: "I sent it" }).click();
  await page.getByRole("group", { name: "How did it go?" }).getByRole("button", { name: "Better" }).click();
  await expect(page.getByRole("button", { name: "Better" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("link", { name: "Coach history" }).click();
  await page.getByLabel("Search your checks").fill("dinner");
  await page.getByRole("link", { name: new RegExp(`^${KIND.slice(0, 20)}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: KIND })).toBeVisible();
  await expect(page.getByRole("button", { name: "Better" })).toHaveAttribute("aria-pressed", "true", {
    timeout: 10_000,
  });
  await page.getByRole("button", { name: `Delete “${KIND}”` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/coach\/history$/);
  await expect(page.getByRole("heading", { name: "No checks yet" })).toBeVisible();
});

test("the coach fits a phone-sized screen, where Share hands the softer version on", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, "coach-phone");
  await page.goto("/coach");
  // This Chromium has no Web Share API (desktop Linux): without one there is no Share button.
  await page.getByLabel("What do you want to send?").fill(HARSH);
  await page.getByRole("button", { name: "Check my message" }).click();
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);

  // A phone's share sheet, as the page sees it: navigator.share, which records what it was given.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
  });
  await page.goto("/coach");
  await page.getByLabel("What do you want to send?").fill(HARSH);
  expect(await fits(page)).toBe(true);
  await page.getByRole("button", { name: "Check my message" }).click();
  await expect(page.getByRole("region", { name: "A softer version" })).toBeVisible({ timeout: 15_000 });
  expect(await fits(page)).toBe(true);
  expect(await axeViolations(page, "/coach with an answer at 390 px")).toEqual([]);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ text: REWRITE }]);
});

test("a draft that shows danger gets the help card and no softer version, on the answer and its page", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "coach-safety");
  await page.goto("/coach");
  await page.getByLabel("What do you want to send?").fill("you hit me again last night. whatever, leave me alone");
  await page.getByRole("button", { name: "Check my message" }).click();
  await expect(page.getByRole("region", { name: "Help is available" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("No softer version is offered for this message.")).toBeVisible();
  await expect(page.getByRole("region", { name: "A softer version" })).toHaveCount(0);
  await expect(page.locator("mark").first()).toBeVisible();
  expect(await axeViolations(page, "/coach with the help card")).toEqual([]);

  await page.getByRole("link", { name: "Open this check" }).click();
  await expect(page.getByRole("region", { name: "Help is available" })).toBeVisible();
  await expect(page.getByText("No softer version is offered for this message.")).toBeVisible();
  await expect(page.getByRole("region", { name: "A softer version" })).toHaveCount(0);
});
