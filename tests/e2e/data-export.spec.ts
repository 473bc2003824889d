import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./test";
import { axeViolations, signedIn } from "./helpers";

// page.route does not see a request that passes through the service worker: blocked, every one reaches it.
test.use({ serviceWorkers: "block" });

test("settings → Download my data: a zip with the conversation downloads, once; one an hour; axe is clean", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, request, "export");
  const words = "We disagree about which family to visit for the holidays.";
  await page.getByLabel("Your message").fill(words);
  await page.getByLabel("Your message").press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Your data" });
  await expect(card.getByText(/as data\.json \(complete, for programs\) and data\.md/)).toBeVisible();
  await card.getByRole("button", { name: "Download my data" }).click();
  await expect(card.getByText("Your export is ready.")).toBeVisible();
  const link = card.getByRole("link", { name: "Download (zip)" });
  await expect(link).toBeFocused();
  const href = (await link.getAttribute("href"))!;

  // The download reaches the server a while after the click (a slow connection): the card must not offer it
  // again meanwhile, nor after.
  await page.route("**/api/user/export/*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const downloading = page.waitForEvent("download");
  await link.click();
  await expect(card.getByText("Your download has started.")).toBeVisible();
  await expect(link).toHaveCount(0);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hearth-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync(await download.path()));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as {
    conversations: { messages: { role: string; content: string }[] }[];
  };
  expect(data.conversations[0]!.messages[0]).toMatchObject({ role: "user", content: words });
  expect(data.conversations[0]!.messages[1]).toMatchObject({ role: "assistant" });
  expect(strFromU8(files["data.md"]!)).toContain(`> ${words}`);

  await expect(card.getByText("Downloaded. The copy on our servers has been deleted.")).toBeVisible();
  await expect(link).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(410);

  await card.getByRole("button", { name: "Download my data" }).click();
  await expect(card.getByRole("alert")).toHaveText("You can ask for another export in 60 minutes.");
  expect(await axeViolations(page, "/settings with an export")).toEqual([]);
});
