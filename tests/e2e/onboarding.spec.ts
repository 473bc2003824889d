import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { acceptSignUpCheckboxes, apiUser, enterAsGuest, holdScripts, latestCode, uniqueEmail } from "./helpers";

async function expectToast(page: Page, title: string, description: string) {
  // Sonner keeps earlier toasts in the page, hidden: the newest matching one is first.
  await expect(
    page.getByRole("listitem").filter({ hasText: title }).filter({ hasText: description }).first(),
  ).toBeVisible();
}

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** On the open sign-up form: Display Name already holds the wizard's `nickname`; signs up and verifies. */
async function signUpAs(page: Page, request: APIRequestContext, email: string, nickname: string) {
  const form = page.getByRole("form", { name: "Sign Up" });
  await expect(form.getByLabel("Display Name")).toHaveValue(nickname);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("secret1");
  await form.getByLabel("Confirm Password").fill("secret1");
  await acceptSignUpCheckboxes(form);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

test("the pre-login wizard: validation toasts, 'Other' answers, a reload, then registration saves the profile", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/onboarding");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByText("25% complete")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();

  await next(page);
  await expectToast(page, "Missing Information", "Please enter your nickname");
  await page.getByLabel("Nickname").fill("Mia");
  await next(page);
  await expectToast(page, "Missing Information", "Please select your relationship status");
  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Other (please specify)" });
  await page.getByLabel("Relationship status: please specify").fill("Situationship");
  await next(page);
  await expectToast(page, "Missing Information", "Please enter your age");
  await expect(page.getByText("Must be between 18 and 99")).toBeVisible();
  await page.getByLabel("Age").fill("17");
  await next(page);
  await expectToast(page, "Age Error", "Please enter an age between 18 and 99");
  await page.getByLabel("Age").fill("29");
  await next(page);

  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByText("50% complete")).toBeVisible();
  await expect(page.getByRole("heading", { name: "More about your relationship" })).toBeVisible();
  await page.getByLabel("How long have you been together?", { exact: true }).selectOption({ label: "Other" });
  await page.getByLabel("How long have you been together?: please specify").fill("Since the summer festival");
  await page.getByLabel("Partner's nickname").fill("Leo");
  await page.getByLabel("Living situation", { exact: true }).selectOption({ label: "Long distance" });
  await page
    .getByLabel("How often do you have conflicts?", { exact: true })
    .selectOption({ label: "Rarely / Almost never" });

  // Every answer is already in local storage: a reload keeps them all, including the free-text ones.
  await page.reload();
  await expect(page.getByLabel("Nickname")).toHaveValue("Mia");
  await expect(page.getByLabel("Relationship status", { exact: true })).toHaveValue("__other__");
  await expect(page.getByLabel("Relationship status: please specify")).toHaveValue("Situationship");
  await expect(page.getByLabel("Age")).toHaveValue("29");
  await next(page);
  await expect(page.getByLabel("How long have you been together?: please specify")).toHaveValue(
    "Since the summer festival",
  );
  await expect(page.getByLabel("Living situation", { exact: true })).toHaveValue("Long distance");
  await expect(page.getByLabel("Partner's nickname")).toHaveValue("Leo");
  await next(page);

  await expect(page.getByRole("heading", { name: "Communication Styles" })).toBeVisible();
  await page.getByLabel("Your communication style", { exact: true }).selectOption({ label: "Other" });
  await page.getByLabel("Your communication style: please specify").fill("Writes long letters");
  await page
    .getByLabel("Your partner's communication style", { exact: true })
    .selectOption({ label: "Gentle and considerate" });
  await page.getByLabel("Your love language", { exact: true }).selectOption({ label: "Quality time" });
  await page.getByLabel("Your partner's love language", { exact: true }).selectOption({ label: "Other" });
  await page.getByLabel("Your partner's love language: please specify").fill("Cooking together");
  await next(page);

  await expect(page.getByRole("heading", { name: "Your Goals" })).toBeVisible();
  await expect(page.getByText("100% complete")).toBeVisible();
  await page.getByLabel("What are you happy with in your relationship?").fill("We laugh a lot");
  await page.getByLabel("What would you like to improve?").fill("Planning visits");
  await page.getByLabel("Your personal goals").fill("Be more patient");
  await page.getByLabel("Your goals for the relationship").fill("Live in the same city");
  await page.getByRole("button", { name: "Register to Save" }).click();

  await expect(page).toHaveURL(/\/auth\?mode=signup&onboarding=complete$/);
  await expect(page.getByText("Your profile is ready. Create an account to save it.")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("preLoginOnboarding") ?? "{}"));
  expect(stored).toMatchObject({
    onboardingCompleted: true,
    aiTone: "Therapist",
    relationshipStatus: "Situationship",
    age: "29",
  });

  await signUpAs(page, request, uniqueEmail("wizard"), "Mia");

  expect(await apiUser(page)).toMatchObject({
    nickname: "Mia",
    relationshipStatus: "Situationship",
    age: "29",
    aiTone: "therapist",
    onboardingCompleted: true,
    relationshipDuration: "Since the summer festival",
    partnerNickname: "Leo",
    livingSituation: "Long distance",
    conflictFrequency: "Rarely / Almost never",
    userCommunicationStyle: "Writes long letters",
    partnerCommunicationStyle: "Gentle and considerate",
    userLoveLanguage: "Quality time",
    partnerLoveLanguage: "Cooking together",
    satisfiedAspects: "We laugh a lot",
    improvementAspects: "Planning visits",
    personalGoals: "Be more patient",
    relationshipGoals: "Live in the same city",
  });
  expect(await page.evaluate(() => localStorage.getItem("preLoginOnboarding"))).toBeNull();

  // The account's profile wizard shows the same answers; a value outside its lists opens the "other" box.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "User Information" })).toBeVisible();
  await expect(page.getByLabel("Relationship status: please specify")).toHaveValue("Situationship");
});

test("a guest's wizard answers fill in the sign-up's Display Name and reach the new account", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await enterAsGuest(page);
  await page.goto("/onboarding");
  await page.getByLabel("Nickname").fill("Maya");
  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Engaged" });
  await page.getByLabel("Age").fill("31");
  await next(page);
  await page.getByLabel("Partner's nickname").fill("Leo");
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto("/auth?tab=register");
  await signUpAs(page, request, uniqueEmail("guest-wizard"), "Maya");
  expect(await apiUser(page)).toMatchObject({
    nickname: "Maya",
    relationshipStatus: "Engaged",
    partnerNickname: "Leo",
  });
});

test("the wizard's back arrow and sign-in links", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByRole("link", { name: "Already have an account?", exact: true })).toHaveAttribute(
    "href",
    "/auth?mode=login",
  );
  await expect(page.getByRole("link", { name: "Already have an account? Sign in" })).toHaveAttribute(
    "href",
    "/auth?tab=login",
  );

  await page.getByLabel("Nickname").fill("Kai");
  await page.getByLabel("Relationship status", { exact: true }).selectOption({ label: "Engaged" });
  await page.getByLabel("Age").fill("40");
  await page.getByLabel("Age").press("Enter");
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Relationship status", { exact: true })).toHaveValue("Engaged");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("before the page's scripts run", () => {
  test.use({ serviceWorkers: "block" });

  test("the server's page already shows step 1; the answers saved on this device fill in once React runs", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("preLoginOnboarding", JSON.stringify({ nickname: "Robin" })));
    const release = await holdScripts(page);
    await page.goto("/onboarding", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    // Nothing can be typed yet that the saved answers would then overwrite.
    await expect(page.getByLabel("Nickname")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();

    release();
    await expect(page.getByLabel("Nickname")).toBeEnabled();
    await expect(page.getByLabel("Nickname")).toHaveValue("Robin");
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeEnabled();
  });
});
