import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiUser, axeViolations, overflow, signedIn } from "./helpers";

async function becomePro(page: Page) {
  const { sessionId } = await (await page.request.post("/api/checkout", { data: { plan: "pro_monthly" } })).json();
  const paid = await page.request.post(`/api/dev/checkout/${sessionId}/pay`, { data: { card: "4242 4242 4242 4242" } });
  expect(paid.status()).toBe(200);
  await expect.poll(async () => (await apiUser(page)).isPro).toBe(true);
}

test("Settings → Reminders: the weekly check-in's day and hour, quiet hours, e-mail; kept after a reload", async ({
  page,
}) => {
  const email = await signedIn(page, page.request, "reminders");
  await page.goto("/settings");
  await expect(page.getByRole("link", { name: /Open reminders/ })).toContainText("Weekly check-in off");
  await page.getByRole("link", { name: /Open reminders/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminders" })).toBeVisible();

  const checkin = page.getByRole("switch", { name: "Remind me to check in each week" });
  await expect(checkin).not.toBeChecked();
  await expect(page.getByLabel("Day")).toBeDisabled();
  await checkin.click();
  await expect(checkin).toBeChecked();
  await page.getByLabel("Day").selectOption({ label: "Wednesday" });
  await page.getByLabel("Time", { exact: true }).selectOption("8");
  await expect(page.getByRole("switch", { name: "E-mail" })).toBeChecked();
  await expect(page.getByText(`To ${email}.`)).toBeVisible();
  await page.getByRole("switch", { name: "Quiet hours" }).click();
  await expect(page.getByLabel("From")).toBeDisabled();

  await expect
    .poll(async () => (await page.request.get("/api/reminders/settings")).json())
    .toMatchObject({ checkinEnabled: true, checkinDay: 3, checkinHour: 8, quietStart: null, quietEnd: null });
  await page.reload();
  await expect(page.getByRole("switch", { name: "Remind me to check in each week" })).toBeChecked();
  await expect(page.getByLabel("Day")).toHaveValue("3");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("8");
  await expect(page.getByRole("switch", { name: "Quiet hours" })).not.toBeChecked();
  expect(await axeViolations(page, "reminders")).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflow(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await axeViolations(page, "reminders, dark, 390 px")).toEqual([]);

  await page.goto("/settings");
  await expect(page.getByRole("link", { name: /Open reminders/ })).toContainText("Weekly check-in on");
});

test('"Ask me how it went" under an answered advice request: set, shown, moved, cancelled; Pro only', async ({
  page,
}) => {
  await signedIn(page, page.request, "follow-up-reminder");
  const id = crypto.randomUUID();
  const asked = await page.request.post("/api/advice", {
    data: { id, situation: "We argued about the dishes.", action: "I sighed loudly." },
  });
  expect(asked.status()).toBe(200);
  await asked.body();

  await page.goto(`/advice/${id}`);
  await expect(page.getByText("Follow-up reminders come with Pro.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See Pro" })).toHaveAttribute("href", "/subscription");

  await becomePro(page);
  await page.reload();
  const section = page.getByRole("region", { name: "Ask me how it went" });
  await section.getByLabel("When").selectOption({ label: "In 2 days" });
  await section.getByRole("button", { name: "Remind me" }).click();
  await expect(section.getByRole("status")).toContainText("We'll ask you how it went on");
  const reminder = (await (await page.request.get(`/api/advice/${id}/reminder`)).json()).reminder;
  const due = Date.parse(reminder.dueAt) - Date.now();
  expect(due).toBeGreaterThan(47 * 3_600_000);
  expect(due).toBeLessThan(48 * 3_600_000 + 60_000);
  expect(await axeViolations(page, "advice with a reminder")).toEqual([]);

  await page.reload();
  await expect(section.getByRole("status")).toContainText("We'll ask you how it went on");
  await section.getByRole("button", { name: "Change" }).click();
  await section.getByLabel("When").selectOption({ label: "Tomorrow evening" });
  await section.getByRole("button", { name: "Remind me" }).click();
  await expect(section.getByRole("status")).toContainText("We'll ask you how it went on");
  await expect
    .poll(async () => Date.parse((await (await page.request.get(`/api/advice/${id}/reminder`)).json()).reminder.dueAt))
    .toBeLessThan(Date.parse(reminder.dueAt));

  await section.getByRole("button", { name: "Don't ask" }).click();
  await expect(section.getByRole("button", { name: "Remind me" })).toBeVisible();
  expect((await (await page.request.get(`/api/advice/${id}/reminder`)).json()).reminder).toBeNull();
  await expect(section.getByText("has no way to reach you")).toHaveCount(0);

  // A reminder that cannot reach the person says so, with the way to the settings.
  await page.request.put("/api/reminders/settings", { data: { email: false } });
  await page.reload();
  await expect(section).toContainText("Turn on e-mail or notifications, or this reminder has no way to reach you.");
  await page.request.put("/api/reminders/settings", { data: { followupsEnabled: false } });
  await page.reload();
  await expect(section).toContainText("Follow-up reminders are off.");
  await section.getByRole("link", { name: "Reminder settings" }).click();
  await expect(page).toHaveURL(/\/settings\/reminders$/);
});
