import type { Locator, Page } from "@playwright/test";
import { addDays, dayIn } from "@/lib/checkins/weeks";
import { expect, test } from "./test";
import { apiUser, axeViolations, enterAsGuest, overflow, signedIn } from "./helpers";

// The browser is in Taipei: the page stores that zone on the account at first use, and "today" is Taipei's.
const ZONE = "Asia/Taipei";
test.use({ timezoneId: ZONE });

const QUESTIONS = {
  satisfaction: "Overall, how satisfied were you with your relationship?",
  closeness: "How close did you feel to each other?",
  heard: "How heard and understood did you feel?",
  conflict: "When you disagreed, how well did it go?",
  fun: "How much fun did you have together?",
} as const;
type Answers = Record<keyof typeof QUESTIONS, number>;

/** Opens /insights, which stores the browser's zone on an account without one; waits until it has. */
async function openInsights(page: Page) {
  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect.poll(async () => (await apiUser(page)).timeZone).toBe(ZONE);
}

/** A check-in through the API the form calls. */
async function checkIn(page: Page, answers: Answers, date: string, note?: string) {
  const response = await page.request.post("/api/checkins", { data: { answers, date, note } });
  expect(response.status(), await response.text()).toBe(201);
}

async function answer(form: Locator, answers: Partial<Answers>) {
  for (const [question, value] of Object.entries(answers))
    await form
      .getByRole("group", { name: QUESTIONS[question as keyof Answers] })
      .getByRole("radio", { name: String(value), exact: true })
      .check();
}

/** The chart's points (recharts draws each as a circle of this class). */
const chartDots = (page: Page) => page.locator("[data-slot=chart][role=img] .recharts-line-dot");
const table = (page: Page) => page.getByRole("table", { name: /^Your check-ins, newest first/ });

test("check in from the page, see the weeks as a chart, a table and a sentence; replace after asking; delete after confirming", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "insights");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await openInsights(page);

  // The empty state invites the first check-in; nothing to chart yet.
  const first = page.getByRole("region", { name: "Your first check-in" });
  await expect(first).toContainText("Once a week, answer five short questions");
  await expect(page.getByRole("img", { name: /^Line chart/ })).toHaveCount(0);
  await expect(first.getByRole("link", { name: "Remind me each week" })).toHaveAttribute("href", "/settings/reminders");
  expect(await axeViolations(page, "/insights, empty")).toEqual([]);

  // Last week's, through the API; this week's through the form.
  const today = dayIn(ZONE, new Date());
  await checkIn(
    page,
    { satisfaction: 3, closeness: 2, heard: 3, conflict: 2, fun: 1 },
    addDays(today, -7),
    "A hard week",
  );
  await page.reload();
  const card = page.getByRole("region", { name: "Weekly check-in" });
  await expect(card).toContainText("You haven't checked in this week yet.");
  await card.getByRole("button", { name: "Check in", exact: true }).click();
  const form = page.getByRole("form", { name: "Weekly check-in" });
  await expect(form.getByRole("group", { name: QUESTIONS.satisfaction }).getByRole("radio").first()).toBeFocused();
  await expect(form.getByLabel("Day", { exact: true })).toHaveValue(today);

  // Every question needs its answer: the first one missing takes the focus.
  await answer(form, { satisfaction: 5, closeness: 4, heard: 4 });
  await form.getByRole("button", { name: "Save check-in" }).click();
  await expect(form.getByRole("group", { name: QUESTIONS.conflict })).toContainText("Choose a number from 0 to 6.");
  await expect(form.getByRole("group", { name: QUESTIONS.conflict }).getByRole("radio").first()).toBeFocused();
  expect(await axeViolations(page, "/insights, the form with errors")).toEqual([]);
  await answer(form, { conflict: 5, fun: 6 });
  await form.getByRole("textbox", { name: "One sentence about the week (optional)" }).fill("We cooked together twice");
  await form.getByRole("button", { name: "Save check-in" }).click();
  await expect(page.getByText("Check-in saved.")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Check in again" })).toBeFocused();
  await expect(card).toContainText("You checked in this week");

  // The chart: six lines (five answers and the mean) of two weeks each; the table: the same, newest first.
  await expect(chartDots(page)).toHaveCount(12);
  const rows = table(page).getByRole("rowheader");
  await expect(rows).toHaveCount(2);
  // Newest first: the row after the header is this week's.
  const thisWeek = table(page).getByRole("row").nth(1);
  await expect(thisWeek.getByRole("cell")).toHaveText(["5", "4", "4", "5", "6", "4.8", ""]);
  await expect(table(page)).toContainText("“We cooked together twice”");
  await expect(table(page)).toContainText("“A hard week”");
  await expect(page.getByText("2 check-ins so far. After four weeks of check-ins")).toBeVisible();

  // A second check-in this week asks first; keeping the earlier one changes nothing.
  await card.getByRole("button", { name: "Check in again" }).click();
  await answer(form, { satisfaction: 2, closeness: 2, heard: 2, conflict: 2, fun: 2 });
  await form.getByRole("button", { name: "Save check-in" }).click();
  const ask = page.getByRole("alertdialog", { name: "Replace this week's check-in?" });
  await expect(ask).toContainText("You already checked in for the week of");
  expect(await axeViolations(page, "/insights, asked to replace")).toEqual([]);
  await ask.getByRole("button", { name: "Keep the earlier one" }).click();
  await expect(ask).toHaveCount(0);
  await expect(thisWeek.getByRole("cell")).toHaveText(["5", "4", "4", "5", "6", "4.8", ""]);
  await form.getByRole("button", { name: "Save check-in" }).click();
  await ask.getByRole("button", { name: "Replace it" }).click();
  await expect(page.getByText("This week's check-in was replaced.")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(thisWeek.getByRole("cell")).toHaveText(["2", "2", "2", "2", "2", "2", ""]);
  await expect(table(page)).not.toContainText("We cooked together twice");
  await expect(chartDots(page)).toHaveCount(12);

  // Deleting asks first; Cancel keeps it.
  const remove = table(page)
    .getByRole("button", { name: /^Delete the check-in of / })
    .last();
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this check-in?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeFocused();
  await expect(rows).toHaveCount(2);
  await remove.click();
  await confirm.getByRole("button", { name: "Delete check-in" }).click();
  await expect(page.getByText("Check-in deleted.")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(table(page)).not.toContainText("A hard week");
  await expect(chartDots(page)).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Your check-ins", exact: true })).toBeFocused();
  await expect(page.getByText("1 check-in so far.")).toBeVisible();

  // Settings shows the zone the page stored, and changes it.
  await page.goto("/settings");
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue(ZONE);
});

test("light and dark pass axe; on a 390 px phone nothing runs off the screen, in Chinese too", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, "insightsphone");
  await openInsights(page);
  const today = dayIn(ZONE, new Date());
  await checkIn(
    page,
    { satisfaction: 6, closeness: 6, heard: 6, conflict: 6, fun: 6 },
    addDays(today, -7),
    "x".repeat(280),
  );
  await checkIn(
    page,
    { satisfaction: 0, closeness: 1, heard: 2, conflict: 3, fun: 4 },
    today,
    "A long sentence about a week that had a lot in it, good and bad, and a walk on Sunday",
  );

  for (const dark of ["false", "true"]) {
    await page.evaluate((value) => localStorage.setItem("darkMode", value), dark);
    await page.goto("/insights");
    await expect(chartDots(page)).toHaveCount(12);
    expect(await overflow(page)).toEqual([]);
    expect(await axeViolations(page, `/insights (dark ${dark}, 390 px)`)).toEqual([]);
  }
  await page.getByRole("button", { name: "Check in again" }).click();
  await expect(page.getByRole("form", { name: "Weekly check-in" })).toBeVisible();
  expect(await overflow(page)).toEqual([]);
  expect(await axeViolations(page, "/insights, the form (dark, 390 px)")).toEqual([]);

  await page.context().addCookies([{ name: "language", value: "zh-TW", url: test.info().project.use.baseURL! }]);
  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1, name: "洞察" })).toBeVisible();
  await expect(page.getByRole("table", { name: /^你的回顧/ }).getByRole("rowheader")).toHaveCount(2);
  await expect(chartDots(page)).toHaveCount(12);
  expect(await overflow(page)).toEqual([]);
  expect(await axeViolations(page, "/insights (zh-TW, dark, 390 px)")).toEqual([]);
});

test("a guest is told check-ins need an account, and gets no form", async ({ page }) => {
  await enterAsGuest(page);
  await page.goto("/insights");
  const note = page.getByRole("note").filter({ hasText: "Check-ins need an account" });
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: "Create an account to check in" })).toHaveAttribute(
    "href",
    "/auth?tab=register",
  );
  await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
  expect(await axeViolations(page, "/insights as a guest")).toEqual([]);
});
