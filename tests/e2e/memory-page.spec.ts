import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, enterAsGuest, overflow, signedIn } from "./helpers";

/** Adds an item through the API the page's form calls; gives its id. */
async function remember(page: Page, text: string, kind = "topic"): Promise<string> {
  const response = await page.request.post("/api/memory", { data: { text, kind } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item.id;
}

const addForm = (page: Page) => page.getByRole("form", { name: "Add something Hearth should know" });
const group = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const item = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

async function add(page: Page, text: string, kind?: string) {
  const form = addForm(page);
  await form.getByRole("textbox", { name: "What should Hearth remember?" }).fill(text);
  if (kind) await form.getByRole("combobox", { name: "Kind" }).selectOption({ label: kind });
  await form.getByRole("button", { name: "Add" }).click();
  await expect(item(page, text)).toBeVisible();
}

test("Settings → Memory: empty, add, edit, search, delete one, and forget everything after asking", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "memory");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Memory", exact: true });
  await expect(section).toContainText("Nothing remembered yet");
  await section.getByRole("link", { name: /Open memory/ }).click();

  await expect(page).toHaveURL(/\/settings\/memory$/);
  await expect(page.getByRole("heading", { level: 1, name: "Memory" })).toBeVisible();
  await expect(page.getByText("Nothing remembered yet. Hearth learns names, dates and what helped")).toBeVisible();
  await expect(page.getByText("0 of 20")).toBeVisible();
  await expect(page.getByRole("button", { name: "Forget everything" })).toBeDisabled();
  await expect(addForm(page).getByRole("combobox", { name: "Kind" })).toHaveValue("topic");
  expect(await axeViolations(page, "/settings/memory, empty")).toEqual([]);

  // Added: under its kind, said to be the person's own, and counted.
  await add(page, "Sam's birthday is on 3 May", "Date");
  await expect(page.getByText("Hearth will remember this.")).toBeVisible();
  await expect(group(page, "Dates").getByRole("listitem")).toHaveText(/Sam's birthday is on 3 May/);
  await expect(item(page, "Sam's birthday")).toContainText("You added this");
  await expect(page.getByText("1 of 20")).toBeVisible();
  await expect(addForm(page).getByRole("textbox", { name: "What should Hearth remember?" })).toHaveValue("");
  await expect(addForm(page).getByRole("textbox", { name: "What should Hearth remember?" })).toBeFocused();

  // Edited in place, text and kind: it moves to its new group and the focus comes back to its Edit button.
  await item(page, "Sam's birthday").getByRole("button", { name: "Edit" }).click();
  const editText = page.getByRole("textbox", { name: "What to remember" });
  await expect(editText).toBeFocused();
  await editText.fill("Sam, my partner, loves long walks");
  await page.getByRole("form", { name: "Edit" }).getByRole("combobox", { name: "Kind" }).selectOption("person");
  expect(await axeViolations(page, "/settings/memory, editing")).toEqual([]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await expect(group(page, "People").getByRole("listitem")).toHaveText(/Sam, my partner, loves long walks/);
  await expect(group(page, "Dates")).toHaveCount(0);
  await expect(item(page, "Sam, my partner").getByRole("button", { name: "Edit" })).toBeFocused();
  // Escape leaves the edit without saving.
  await item(page, "Sam, my partner").getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "What to remember" }).fill("Not this");
  await page.keyboard.press("Escape");
  await expect(item(page, "Sam, my partner")).toBeVisible();
  await expect(item(page, "Sam, my partner").getByRole("button", { name: "Edit" })).toBeFocused();

  // Search: case-insensitive, on the text.
  await add(page, "Walks after dinner help us talk", "What helped");
  await expect(group(page, "What helped")).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search what Hearth remembers" });
  await search.fill("WALKS");
  await expect(page.getByText("2 matches")).toBeVisible();
  await search.fill("dinner");
  await expect(page.getByText("1 match", { exact: true })).toBeVisible();
  await expect(item(page, "Walks after dinner")).toBeVisible();
  await expect(item(page, "Sam, my partner")).toHaveCount(0);
  await search.fill("nothing like this");
  await expect(page.getByText("Nothing remembered matches your search.")).toBeVisible();
  await search.fill("");

  // Delete: at once, and the focus moves on to a neighbour.
  await item(page, "Walks after dinner").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Forgotten.", { exact: true })).toBeVisible();
  await expect(item(page, "Walks after dinner")).toHaveCount(0);
  await expect(item(page, "Sam, my partner")).toBeFocused();
  await expect(page.getByText("1 of 20")).toBeVisible();

  // Forget everything: asks first; Cancel keeps everything.
  await add(page, "We argue about chores");
  await expect(group(page, "Recurring topics").getByRole("listitem")).toHaveText(/We argue about chores/);
  await add(page, "Texts work better than calls", "Preference");
  await expect(page.getByText("3 of 20")).toBeVisible();
  const forget = page.getByRole("button", { name: "Forget everything" });
  await forget.click();
  const dialog = page.getByRole("alertdialog", { name: "Forget everything?" });
  expect(await axeViolations(page, "/settings/memory, forget dialog")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(forget).toBeFocused();
  await expect(page.getByText("3 of 20")).toBeVisible();
  await forget.click();
  await dialog.getByRole("button", { name: "Forget everything" }).click();
  await expect(page.getByText("Hearth has forgotten everything it remembered.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Memory" })).toBeFocused();
  await expect(page.getByText("Nothing remembered yet. Hearth learns names, dates and what helped")).toBeVisible();
  await expect(page.getByText("0 of 20")).toBeVisible();
  await expect(forget).toBeDisabled();
  expect(((await (await page.request.get("/api/memory")).json()) as { items: unknown[] }).items).toEqual([]);
});

test("pausing memory says so, stays paused after a reload, and shows in Settings", async ({ page, request }) => {
  await signedIn(page, request, "memorypause");
  await remember(page, "Sam's birthday is on 3 May", "date");
  await page.goto("/settings/memory");
  const toggle = page.getByRole("switch", { name: "Remember across conversations" });
  await expect(toggle).toBeChecked();
  await expect(page.getByText("Memory is on: Hearth learns names")).toBeVisible();

  const stored = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH");
  await toggle.click();
  expect((await stored).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText("Paused: Hearth won't learn or use anything remembered.")).toBeVisible();
  // Paused, what is remembered stays and can still be read.
  await expect(item(page, "Sam's birthday")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Remember across conversations" })).not.toBeChecked();
  await expect(page.getByText("Paused: Hearth won't learn or use anything remembered.")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Memory", exact: true })).toContainText("Paused");

  await page.goto("/settings/memory");
  await page.getByRole("switch", { name: "Remember across conversations" }).click();
  await expect(page.getByText("Memory is on: Hearth learns names")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Memory", exact: true })).toContainText("1 remembered");
});

test("a #memory-<id> link scrolls to its item and marks it; a full free memory points to Pro", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "memorylink");
  // The oldest, in the last group: the bottom of a long list.
  const first = await remember(page, "The first thing: texts work better than calls", "preference");
  for (let number = 2; number <= 20; number++) await remember(page, `Topic number ${number}`);

  await page.goto(`/settings/memory#memory-${first}`);
  const linked = page.locator(`#memory-${first}`);
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
  await expect(linked).toHaveAttribute("aria-current", "true");
  await expect(linked).toHaveClass(/\bborder-ring\b/);
  await expect(page.locator("li[aria-current]")).toHaveCount(1);
  await expect(page.getByText("20 of 20")).toBeVisible();

  const form = addForm(page);
  await form.getByRole("textbox", { name: "What should Hearth remember?" }).fill("One more thing");
  await form.getByRole("button", { name: "Add" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "Your memory is full (20 items on the free plan)" });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole("link", { name: "See Pro" })).toHaveAttribute("href", "/subscription");
  await expect(item(page, "One more thing")).toHaveCount(0);
  expect(await axeViolations(page, "/settings/memory, full")).toEqual([]);
});

test("a guest is told guest sessions keep no memory, and sees no list", async ({ page }) => {
  await enterAsGuest(page);
  await page.goto("/settings/memory");
  const notice = page.getByRole("note").filter({ hasText: "Guest sessions keep no memory." });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Create an account so Hearth can remember" })).toHaveAttribute(
    "href",
    "/auth?tab=register",
  );
  await expect(page.getByRole("heading", { name: "What Hearth remembers" })).toHaveCount(0);
  await expect(page.getByRole("switch")).toHaveCount(0);
  expect(await axeViolations(page, "/settings/memory as a guest")).toEqual([]);
});

test("light and dark pass axe; on a 390 px phone nothing runs off the screen, in Chinese too", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, "memoryphone");
  await remember(page, "x".repeat(300), "preference");
  await remember(page, "Walks after dinner help us talk, especially when the day was long and hard", "helped");
  await remember(page, "Sam", "person");

  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.goto("/settings/memory");
    await expect(page.getByRole("heading", { level: 1, name: "Memory" })).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    expect(await axeViolations(page, `/settings/memory (dark ${dark}, 390 px)`)).toEqual([]);
  }
  await item(page, "Walks after dinner").getByRole("button", { name: "Edit" }).click();
  expect(await overflow(page)).toEqual([]);

  await page.context().addCookies([{ name: "language", value: "zh-TW", url: test.info().project.use.baseURL! }]);
  await page.goto("/settings/memory");
  await expect(page.getByRole("heading", { level: 1, name: "記憶" })).toBeVisible();
  await expect(page.getByRole("region", { name: "有幫助的事", exact: true })).toBeVisible();
  expect(await overflow(page)).toEqual([]);
  expect(await axeViolations(page, "/settings/memory (zh-TW, dark, 390 px)")).toEqual([]);
});
