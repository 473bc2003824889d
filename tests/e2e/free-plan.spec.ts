import { expect, test } from "./test";
import { signedIn } from "./helpers";

const composer = (page: import("@playwright/test").Page) => page.getByLabel("Your message");

test("at the free plan's one conversation, New chat offers the choices before anything is typed", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "free-limit");
  await composer(page).fill("We never plan anything together.");
  await composer(page).press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole("button", { name: "New chat" }).first().click();
  await expect(page.getByRole("heading", { name: "The free plan includes 1 conversation" })).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");

  await page.getByRole("button", { name: "Continue “We never plan anything together.”" }).click();
  await expect(
    page.getByRole("list", { name: "Messages" }).getByText("We never plan anything together."),
  ).toBeVisible();

  await page.getByRole("button", { name: "New chat" }).first().click();
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete and start over" }).click();
  await expect(composer(page)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: /We never plan/ }),
  ).toHaveCount(0);
});
