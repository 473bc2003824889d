import { expect, test } from "./test";
import { acknowledgeFirstUseNotice, axeViolations, latestCode, registerThroughUi, uniqueEmail } from "./helpers";

test("a new account is welcomed once and led into its profile; the empty chat invites it until complete", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("first-run");
  await registerThroughUi(page, { email, nickname: "Noa" });
  await page.getByLabel("Verification code").fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page).toHaveURL(/\/post-auth-onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Hearth, Noa" })).toBeVisible();
  expect(await axeViolations(page, "first-run welcome")).toEqual([]);
  await page.getByRole("button", { name: "Set up my profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("button", { name: "Skip" })).toBeVisible();

  // Answered once: the chat opens directly from now on, and invites the profile while it is incomplete.
  await page.goto("/chat");
  await expect(page).toHaveURL(/\/chat$/);
  await acknowledgeFirstUseNotice(page);
  await expect(page.getByText("Your advisor does not know you yet")).toBeVisible();
  await page.getByRole("link", { name: "Complete profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
