import { expect, test } from "./test";
import { axeViolations, signedIn } from "./helpers";

// A fake microphone, so what fails is the permission: headless Chromium asks no one and refuses. (Without a
// device at all, getUserMedia fails with NotFoundError first: "Hearth can't hear your microphone".)
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream"],
  },
});

test("with the microphone permission denied, the spec's message and how to allow it", async ({ page }) => {
  await signedIn(page, page.request, "nomic");
  await page.getByRole("button", { name: "Talk by voice" }).click();
  const alert = page.getByRole("region", { name: "Voice chat" }).getByRole("alert");
  await expect(alert).toContainText("Microphone access is required for voice chat.");
  await expect(alert).toContainText("Allow the microphone for this site");
  expect(await axeViolations(page, "microphone denied")).toEqual([]);
});
