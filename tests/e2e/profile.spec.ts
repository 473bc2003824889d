import { type Page } from "@playwright/test";
import { expect, test } from "./test";
import { apiUser, holdScripts, signedIn } from "./helpers";

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

test("a new user: the age box keeps two digits and lifts them to 18; Skip needs the basics and saves only them", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "skip");
  await page.goto("/post-auth-onboarding");
  await page.getByRole("button", { name: "Set up my profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile Setup" })).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);

  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Missing required information" })).toContainText(
    "Please fill in all required fields before proceeding.",
  );
  await expect(page.getByText("Relationship status is required")).toBeVisible();
  await expect(page.getByText("Age is required")).toBeVisible();

  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Dating" });
  const age = page.getByLabel("Age");
  await age.pressSequentially("15");
  await expect(age).toHaveValue("18");
  await age.fill("");
  await age.pressSequentially("4x27");
  await expect(age).toHaveValue("42");
  await age.fill("7");
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Please enter a value between 18 and 99" })).toBeVisible();

  await age.fill("42");
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip" })).toBeDisabled();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await apiUser(page)).toMatchObject({
    nickname: "Robin",
    relationshipStatus: "Dating",
    age: "42",
    onboardingCompleted: true,
    aiTone: "therapist",
    livingSituation: null,
  });
});

test.describe("on a slow phone", () => {
  // No service worker, so that the page's scripts come from the network, where the test holds them back.
  test.use({ serviceWorkers: "block" });

  test("a choice made before the page's scripts ran is kept, not reset by them", async ({ page, request }) => {
    await signedIn(page, request, "early-choice");
    const release = await holdScripts(page);
    await page.goto("/profile", { waitUntil: "domcontentloaded" });
    const status = page.getByLabel("Relationship status", { exact: true });
    await status.selectOption({ label: "Married" });
    release();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Age").fill("35");
    await next(page);
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(status.locator("option:checked")).toHaveText("Married");
  });
});

test("a new user completes the assessment; Enter moves on and only the last step saves", async ({ page, request }) => {
  await signedIn(page, request, "assess");
  await page.goto("/profile");
  // Choosing before the scripts ran is the slow-phone test's subject; here the steps run hydrated.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Married" });
  await page.getByLabel("Age").fill("35");
  await page.getByLabel("Nickname").press("Enter");
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip to chat" })).toBeVisible();
  await page.getByLabel("Living situation (optional)", { exact: true }).selectOption({ label: "Separate (Same City)" });
  await page
    .getByLabel("How often do you have conflicts? (optional)", { exact: true })
    .selectOption({ label: "Other" });
  await page.getByLabel("How often do you have conflicts?: please specify").fill("Only about chores");
  await next(page);
  await expect(page.getByRole("heading", { name: "What's working and what isn't" })).toBeVisible();
  await page.getByLabel("What would you like to improve? (optional)").fill("Listening");
  await next(page);
  await expect(page.getByRole("link", { name: /love language quiz/ })).toHaveAttribute("target", "_blank");
  await page.getByLabel("Your love language (optional)", { exact: true }).selectOption({ label: "Acts of Service" });
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await apiUser(page)).toMatchObject({
    relationshipStatus: "Married",
    age: "35",
    livingSituation: "Separate (Same City)",
    conflictFrequency: "Only about chores",
    improvementAspects: "Listening",
    userLoveLanguage: "Acts of Service",
    onboardingCompleted: true,
  });
});

test("a returning user: 'User Information', Cancel goes to the chat, Update Profile saves the change", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "returning");
  const saved = await page.request.post("/api/onboarding", {
    data: {
      nickname: "Robin",
      relationshipStatus: "Single",
      age: "30",
      aiTone: "Professional & Calm",
      personalGoals: "Sleep more",
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/settings");
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "User Information" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto("/profile");
  await expect(page.getByLabel("Age")).toHaveValue("30");
  await page.getByLabel("Nickname").fill("Robin B.");
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByLabel("Your personal goals (optional)")).toHaveValue("Sleep more");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText("Signed in as Robin B.")).toBeVisible();
  expect(await apiUser(page)).toMatchObject({
    nickname: "Robin B.",
    relationshipStatus: "Single",
    personalGoals: "Sleep more",
  });
});
