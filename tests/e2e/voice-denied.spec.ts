import { expect, test } from "./test";
import { axeViolations, signedIn } from "./helpers";

test("with the microphone permission denied, the spec's message and how to allow it", async ({ page }) => {
  // No permission granted, and headless Chromium asks no one: the request is refused.
  await signedIn(page, page.request, "nomic");
  await page.getByRole("button", { name: "Talk by voice" }).click();
  const alert = page.getByRole("region", { name: "Voice chat" }).getByRole("alert");
  await expect(alert).toContainText("Microphone access is required for voice chat.");
  await expect(alert).toContainText("Allow the microphone for this site");
  expect(await axeViolations(page, "microphone denied")).toEqual([]);
});
