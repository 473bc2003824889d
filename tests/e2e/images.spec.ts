import { expect, test } from "./test";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signedIn } from "./helpers";

// page.route does not see a request that passes through the service worker: blocked, every one reaches it.
test.use({ serviceWorkers: "block" });

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

async function screenshot(lines: string[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${60 + lines.length * 48}">
    <rect width="100%" height="100%" fill="#fff"/>
    ${lines.map((line, i) => `<text x="30" y="${60 + i * 48}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#111">${line}</text>`).join("")}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function loaded(page: Page, name: string) {
  const image = messages(page).getByRole("img", { name }).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** Pastes a PNG into the message box, as the clipboard would. */
async function paste(page: Page, name: string, png: Buffer) {
  await page.getByLabel("Your message").evaluate(
    (box, { data, name }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
      box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { data: png.toString("base64"), name },
  );
}

test("attach a screenshot by the button and another by paste, send them, read the reply, and see the images again after a reload", async ({
  page,
}) => {
  await signedIn(page, page.request, "images");
  await expect(page.getByRole("button", { name: "Attach an image" })).toBeVisible();
  await page.getByTestId("image-input").setInputFiles({
    name: "shot.png",
    mimeType: "image/png",
    buffer: await screenshot(["Sam: Why did you not call me back", "Me: I fell asleep early, sorry"]),
  });
  await expect(page.getByRole("img", { name: "Preview of shot.png" })).toBeVisible();
  // The second upload is held on its way to the server: meanwhile the message cannot be sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/images", async (route) => {
    await held;
    await route.continue();
  });
  await paste(page, "pasted.png", await screenshot(["Sam: Fine, whatever"]));
  await expect(page.getByRole("img", { name: "Preview of pasted.png" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Uploading image" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  release();
  await expect(
    page.getByText("Before an image is stored, its location, camera and other hidden details are removed."),
  ).toBeVisible();
  // A status's name is not its text: the spinner is found by what it says.
  await expect(page.getByRole("status").filter({ hasText: "Uploading image" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await page.getByRole("button", { name: "Send" }).click();

  await loaded(page, "Image you shared");
  await expect(messages(page).getByRole("img", { name: "Image you shared" })).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Preview of shot.png" })).toHaveCount(0);
  const reply = messages(page).locator(":scope > li").nth(1);
  await expect(reply).toContainText("I read this exchange:", { timeout: 20_000 });
  await expect(reply).toContainText("Why did you not call me back");
  await expect(reply).toContainText("Fine, whatever");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await page
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("button", { name: /^A shared image/ })
    .click();
  await loaded(page, "Image you shared");
  await expect(messages(page).getByRole("img", { name: "Image you shared" })).toHaveCount(2);
  await expect(messages(page).locator(":scope > li").nth(1)).toContainText("I read this exchange:");
});

test("after sending an image the view follows the reply to its end, even when the image arrives after the reply", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signedIn(page, page.request, "follow");
  // The sent image is shown from the server: held back until the reply is written, it grows the message late.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/images/*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId("image-input").setInputFiles({
    name: "shot.png",
    mimeType: "image/png",
    buffer: await screenshot(["Sam: Why did you not call me back", "Me: I fell asleep early, sorry"]),
  });
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await page.getByLabel("Your message").fill("What do I say to Sam now?");
  await page.getByRole("button", { name: "Send" }).click();
  const helpful = page.getByRole("button", { name: "Helpful", exact: true });
  await expect(helpful).toBeVisible({ timeout: 20_000 });
  await expect(helpful).toBeInViewport();

  release();
  await loaded(page, "Image you shared");
  await expect(helpful).toBeInViewport();
});

test("a pasted image can be removed before sending, one can be dropped on the message box, and a 12 MB file gets the spec's message", async ({
  page,
}) => {
  await signedIn(page, page.request, "paste");
  await paste(page, "pasted.png", await screenshot(["Hello"]));
  await expect(page.getByRole("img", { name: "Preview of pasted.png" })).toBeVisible();
  await page.getByRole("button", { name: "Remove pasted.png" }).click();
  await expect(page.getByRole("img", { name: "Preview of pasted.png" })).toHaveCount(0);

  const dropped = await page.evaluateHandle(
    (data) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
      return transfer;
    },
    (await screenshot(["Hi"])).toString("base64"),
  );
  const box = page.getByLabel("Your message");
  await box.dispatchEvent("dragover", { dataTransfer: dropped });
  await box.dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.getByRole("img", { name: "Preview of dropped.png" })).toBeVisible();

  await page.getByTestId("image-input").setInputFiles({
    name: "huge.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(12 * 1024 * 1024, 0xff),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid image file. Please select a valid image under 10MB." }),
  ).toBeVisible();
});
