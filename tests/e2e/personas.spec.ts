import { expect, test } from "./test";
import { apiUser, signedIn } from "./helpers";

test("a free user sees all twelve personas but can neither select nor save a Pro one", async ({ page, request }) => {
  await signedIn(page, request, "persona");
  await page.goto("/settings");
  await page.getByRole("link", { name: /Therapist/ }).click();
  await expect(page).toHaveURL(/\/ai-tone$/);
  await expect(page.getByRole("heading", { name: "Unlock All AI Personalities" })).toBeVisible();
  const cards = page.getByRole("list", { name: "AI personalities" }).getByRole("button");
  await expect(cards).toHaveCount(12);
  await expect(cards.filter({ hasText: "Analyst" })).toContainText("Factual & Objective");
  await expect(cards.filter({ hasText: "Skeptic" })).toContainText(
    "A careful questioner who tests assumptions before you act.",
  );
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();

  const sister = cards.filter({ hasText: "Sister" });
  await sister.click();
  const dialog = page.getByRole("dialog", { name: "Premium Feature" });
  await expect(dialog).toContainText("Sister is only available for Pro users. Upgrade to access all personalities.");
  await expect(dialog.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByRole("listitem").filter({ hasText: "Premium Feature" })).toContainText(
    "This AI personality is only available for Pro users.",
  );
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toBeHidden();
  await expect(sister).toHaveAttribute("aria-pressed", "false");
  await expect(save).toBeDisabled();

  const refused = await page.request.post("/api/settings/ai-tone", { data: { aiTone: "sister" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    "This AI personality is only available for Pro users. Upgrade to access all personalities.",
  );
  expect((await apiUser(page)).aiTone).toBe("therapist");

  const therapist = cards.filter({ hasText: "Therapist" });
  await therapist.click();
  await expect(therapist).toHaveAttribute("aria-pressed", "true");
  await save.click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("AI personality updated")).toBeVisible();
});
