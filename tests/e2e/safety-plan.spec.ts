import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, enterAsGuest, latestCode, overflow, registerThroughUi, signedIn, uniqueEmail } from "./helpers";

// A British browser: the plan starts with the UK's emergency number and helplines, as the help card shows.
test.use({ locale: "en-GB" });

const line = (page: Page, list: string, number: number) =>
  page.getByRole("textbox", { name: `${list}, line ${number}`, exact: true });

test("an urgent message → the help card → make a safety plan → saved, in Settings and in the data export", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, "plan");
  await page.getByLabel("Your message").fill("I want to end my life, I can't do this anymore");
  await page.getByLabel("Your message").press("Enter");
  const card = page.getByRole("region", { name: "Help is available" }).first();
  await expect(card).toContainText("In danger right now? Call 999");
  await card.getByRole("link", { name: "Make a safety plan" }).click();

  await expect(page).toHaveURL(/\/settings\/safety-plan$/);
  await expect(page.getByRole("heading", { level: 1, name: "My safety plan" })).toBeVisible();
  await expect(page.getByText("You haven't saved a safety plan yet.")).toBeVisible();
  // Professionals and lines: pre-filled with the card's country, and said so.
  await expect(page.getByText("We added the emergency number and helplines for United Kingdom.")).toBeVisible();
  await expect(line(page, "Professionals and lines to call", 1)).toHaveValue(
    "Emergency: 999 Can't speak? Call 999, then press 55 when asked.",
  );
  await expect(line(page, "Professionals and lines to call", 2)).toHaveValue("Samaritans: 116 123");
  expect(await axeViolations(page, "/settings/safety-plan, new")).toEqual([]);

  // Keyboard: "Add a line" puts the focus in the new line; removing one moves it to its neighbour.
  await line(page, "Warning signs", 1).fill("I stop answering my friends");
  await page.getByRole("button", { name: "Add a line to Warning signs" }).press("Enter");
  await expect(line(page, "Warning signs", 2)).toBeFocused();
  await page.keyboard.type("I lie awake after we fight");
  await line(page, "What helps me cope", 1).fill("A walk around the block");
  await line(page, "People and places that help", 1).fill("My sister Ana: 0400 000 000");
  await line(page, "Making my situation safer", 1).fill("Keep a bag packed with my documents");
  const removeMensLine = page.getByRole("button", { name: "Remove line 4 of Professionals and lines to call" });
  await expect(line(page, "Professionals and lines to call", 4)).toHaveValue("Men's Advice Line: 0808 801 0327");
  await removeMensLine.click();
  await expect(line(page, "Professionals and lines to call", 4)).toHaveCount(0);
  await expect(line(page, "Professionals and lines to call", 3)).toBeFocused();

  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("Safety plan saved")).toBeVisible();
  await expect(page.getByRole("form", { name: "My safety plan" }).getByRole("status")).toHaveText(/^Last saved /);
  await expect(page.getByText("You haven't saved a safety plan yet.")).toHaveCount(0);
  expect(await axeViolations(page, "/settings/safety-plan, saved")).toEqual([]);

  // Print: only the plan.
  await page.emulateMedia({ media: "print" });
  const printed = page.locator("[data-print-only]");
  await expect(printed).toBeVisible();
  await expect(printed.getByRole("heading", { name: "My safety plan" })).toBeVisible();
  await expect(printed).toContainText("I lie awake after we fight");
  await expect(printed).not.toContainText("Men's Advice Line");
  await expect(page.locator("main")).toBeHidden();
  await expect(page.getByRole("link", { name: "Settings" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(printed).toBeHidden();

  // In Settings, and it opens the plan as saved.
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Safety plan", exact: true });
  await expect(section).toContainText("Saved. Open it to read, change or print it.");
  await section.getByRole("link", { name: /My safety plan/ }).click();
  await expect(line(page, "Warning signs", 2)).toHaveValue("I lie awake after we fight");
  await expect(line(page, "Professionals and lines to call", 3)).toHaveValue(
    "National Domestic Abuse Helpline (Refuge): 0808 2000 247",
  );

  // In "Download my data".
  await page.goto("/settings");
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByRole("button", { name: "Download my data" }).click();
  const link = data.getByRole("link", { name: "Download (zip)" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const files = unzipSync(readFileSync(await download.path()));
  const exported = JSON.parse(strFromU8(files["data.json"]!)) as { safetyPlan: Record<string, string[]> };
  expect(exported.safetyPlan).toMatchObject({
    warningSigns: ["I stop answering my friends", "I lie awake after we fight"],
    coping: ["A walk around the block"],
    people: ["My sister Ana: 0400 000 000"],
    safer: ["Keep a bag packed with my documents"],
  });
  expect(exported.safetyPlan.professionals).toHaveLength(3);
  const markdown = strFromU8(files["data.md"]!);
  expect(markdown).toContain("## Safety plan");
  expect(markdown).toContain("> - I lie awake after we fight");
});

test("an empty plan is refused with a clear message; delete asks first, then starts over", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "plandelete");
  await page.goto("/settings/safety-plan");
  for (const number of [4, 3, 2, 1]) {
    await page.getByRole("button", { name: `Remove line ${number} of Professionals and lines to call` }).click();
  }
  await expect(page.getByRole("button", { name: "Add a line to Professionals and lines to call" })).toBeFocused();
  await page.getByRole("button", { name: "Save plan" }).click();
  const form = page.getByRole("form", { name: "My safety plan" });
  await expect(form.getByRole("alert")).toHaveText("Write at least one line before saving");
  expect(await axeViolations(page, "/settings/safety-plan, refused")).toEqual([]);

  await line(page, "What helps me cope", 1).fill("Music, loud");
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Last saved /);
  await line(page, "What helps me cope", 1).fill("Music, quietly");
  await expect(form.getByRole("status")).toHaveText("You have changes that are not saved yet.");

  await page.getByRole("button", { name: "Delete plan" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your safety plan?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Delete plan" })).toBeFocused();
  await page.getByRole("button", { name: "Delete plan" }).click();
  expect(await axeViolations(page, "/settings/safety-plan, delete dialog")).toEqual([]);
  await dialog.getByRole("button", { name: "Delete plan" }).click();
  await expect(page.getByText("Safety plan deleted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "My safety plan" })).toBeFocused();
  await expect(page.getByText("You haven't saved a safety plan yet.")).toBeVisible();
  await expect(line(page, "What helps me cope", 1)).toHaveValue("");
  await expect(line(page, "Professionals and lines to call", 2)).toHaveValue("Samaritans: 116 123");
  expect((await (await page.request.get("/api/safety-plan")).json()).plan).toBeNull();
});

test("a guest is told the plan ends with the session; creating an account keeps it", async ({ page, request }) => {
  test.setTimeout(90_000);
  await enterAsGuest(page);
  await page.goto("/settings/safety-plan");
  const notice = page.getByRole("note").filter({ hasText: "this plan ends with your guest session" });
  await expect(notice).toBeVisible();
  await line(page, "Warning signs", 1).fill("I stop eating");
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("Safety plan saved")).toBeVisible();
  expect(await axeViolations(page, "/settings/safety-plan as a guest")).toEqual([]);

  await notice.getByRole("link", { name: "Create an account to keep it" }).click();
  const email = uniqueEmail("guestplan");
  await registerThroughUi(page, { email, nickname: "Robin" });
  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/post-auth-onboarding$/);

  await page.goto("/settings/safety-plan");
  await expect(line(page, "Warning signs", 1)).toHaveValue("I stop eating");
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("on a 390 px phone nothing runs off the screen: the help card and the plan, in Chinese too", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, "planphone");
  await page.getByLabel("Your message").fill("I want to end my life, I can't do this anymore");
  await page.getByLabel("Your message").press("Enter");
  await page.getByRole("button", { name: "Show help" }).click();
  await expect(page.getByRole("link", { name: "Make a safety plan" })).toHaveCount(2);
  expect(await overflow(page)).toEqual([]);

  await page.goto("/settings/safety-plan");
  await line(page, "Warning signs", 1).fill("x".repeat(300));
  await line(page, "What helps me cope", 1).fill("A walk, then a call to someone who listens without judging me.");
  expect(await overflow(page)).toEqual([]);

  await page.evaluate(() => localStorage.setItem("darkMode", "true"));
  await page.context().addCookies([{ name: "language", value: "zh-TW", url: test.info().project.use.baseURL! }]);
  await page.goto("/settings/safety-plan");
  await expect(page.getByRole("heading", { level: 1, name: "我的安全計畫" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "可以聯絡的專業人員與專線，第 1 行" })).toHaveValue(/^緊急電話：999/);
  expect(await overflow(page)).toEqual([]);
  expect(await axeViolations(page, "/settings/safety-plan (zh-TW, dark, 390 px)")).toEqual([]);
});
