import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, signedIn } from "./helpers";

const TOLD = "My partner's name is Jordan and our anniversary is March 3.";
const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const replies = (page: Page) => messages(page).locator(":scope > li");

async function send(page: Page, text: string) {
  const before = await replies(page).count();
  await page.getByLabel("Your message").fill(text);
  await page.getByLabel("Your message").press("Enter");
  await expect(replies(page)).toHaveCount(before + 2, { timeout: 15_000 });
  await expect(replies(page).last().getByRole("button", { name: "Helpful", exact: true })).toBeVisible({
    timeout: 15_000,
  });
  return replies(page).last();
}

/** Back to the chat: the tab reopens the conversation it had open. */
async function openConversation(page: Page, firstMessage: string) {
  await page.goto("/chat");
  await expect(messages(page).getByText(firstMessage)).toBeVisible({ timeout: 15_000 });
}

test("learned in chat → seen and edited on the Memory page → the next reply remembers it → forget this", async ({
  page,
  request,
}) => {
  await signedIn(page, request, "memory-flow");
  const first = await send(page, TOLD);
  await expect(first.getByRole("list", { name: "What this reply remembered" })).toHaveCount(0);

  await page.goto("/settings/memory");
  const people = page.getByRole("region", { name: "People", exact: true });
  await expect(people.getByText("Partner's name: Jordan")).toBeVisible();
  await expect(people.getByRole("link", { name: "From a conversation" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Dates", exact: true }).getByText("Anniversary: March 3"),
  ).toBeVisible();

  const jordan = people.getByRole("listitem").filter({ hasText: "Partner's name: Jordan" });
  await jordan.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("form", { name: "Edit" });
  await editor.getByRole("textbox").fill("Partner's name: Jordan Lee");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(people.getByText("Partner's name: Jordan Lee")).toBeVisible();

  await openConversation(page, TOLD);
  const reply = await send(page, "How could we celebrate this weekend?");
  await expect(reply).toContainText("Jordan Lee");
  await expect(reply).not.toContainText("[m");
  const line = reply.getByRole("list", { name: "What this reply remembered" });
  const link = line.getByRole("link", { name: "Partner's name: Jordan Lee" });
  await expect(link).toHaveAttribute("href", /^\/settings\/memory#memory-/);
  expect(await axeViolations(page, "chat with a remembered line")).toEqual([]);

  // After a reload the line is still there: it is kept with the reply.
  await page.reload();
  await expect(messages(page).getByText("How could we celebrate this weekend?")).toBeVisible({ timeout: 15_000 });
  const kept = replies(page).last().getByRole("list", { name: "What this reply remembered" });
  await expect(kept.getByRole("link", { name: "Partner's name: Jordan Lee" })).toBeVisible();

  await kept.getByRole("button", { name: "Forget this: Partner's name: Jordan Lee" }).click();
  await expect(page.getByText("Forgotten.")).toBeVisible();
  await expect(kept).toHaveCount(0);
  await page.goto("/settings/memory");
  await expect(page.getByText("Partner's name: Jordan Lee")).toHaveCount(0);
  await expect(page.getByText("Anniversary: March 3")).toBeVisible();
});

test("paused: nothing new is learned from chat, and a phone shows the remembered line within the screen", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, "memory-paused");
  const remembered = await page.request.post("/api/memory", {
    data: { text: "Partner's name: Sam", kind: "person" },
  });
  expect(remembered.status()).toBe(201);
  const reply = await send(page, "We argued about chores again last night.");
  const line = reply.getByRole("list", { name: "What this reply remembered" });
  await expect(line.getByRole("link", { name: "Partner's name: Sam" })).toBeVisible();
  const box = (await line.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.goto("/settings/memory");
  await page.getByRole("switch", { name: "Remember across conversations" }).click();
  await expect(page.getByText("Paused: Hearth won't learn or use anything remembered.")).toBeVisible();

  await openConversation(page, "We argued about chores again last night.");
  const paused = await send(page, "What helped was a walk before talking.");
  await expect(paused.getByRole("list", { name: "What this reply remembered" })).toHaveCount(0);
  await expect(paused).not.toContainText("Sam");
  await page.goto("/settings/memory");
  await expect(page.getByText("What helped: a walk before talking")).toHaveCount(0);
});
