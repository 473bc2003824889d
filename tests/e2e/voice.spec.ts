import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import type { Page } from "@playwright/test";
import { axeViolations, signedIn } from "./helpers";

// Chromium's fake microphone, fed a spoken WAV made here with espeak-ng; the server transcribes and speaks
// through the stand-in speech service (scripts/speech-stand-in.mjs, started by playwright.config.ts).
const wav = path.join(mkdtempSync(path.join(tmpdir(), "hearth-voice-")), "turn.wav");
const spoken = spawnSync("espeak-ng", ["-w", wav, "We argued about the dishes again."]).status === 0;
if (!spoken)
  console.warn("[voice] espeak-ng is not installed: the spoken-turn test is SKIPPED (apt-get install espeak-ng).");
test.skip(!spoken, "espeak-ng makes the spoken WAV");

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const modeOf = (page: Page) => page.getByRole("region", { name: "Voice chat" }).locator("[data-mode]");

test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${wav}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

test("spoken turns: connecting → listening → speaking → listening; transcripts and replies are in the conversation; a tap interrupts", async ({
  page,
}) => {
  // Two turns, each transcribed, answered and read aloud sentence by sentence.
  test.setTimeout(90_000);
  await signedIn(page, page.request, "voice");
  const modes: string[] = [];
  await page.exposeFunction("recordMode", (mode: string) => modes.push(mode));
  // Every mode the panel shows, in order, recorded in the page as it changes.
  await page.evaluate(() => {
    let last = "";
    const record = (window as unknown as { recordMode: (mode: string) => void }).recordMode;
    new MutationObserver(() => {
      const mode = document.querySelector("[data-mode]")?.getAttribute("data-mode") ?? "";
      if (mode && mode !== last) record((last = mode));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-mode"] });
  });
  await page.getByRole("button", { name: "Talk by voice" }).click();
  const panel = page.getByRole("region", { name: "Voice chat" });
  await expect(panel).toBeVisible();
  await expect(modeOf(page)).toHaveAttribute("data-mode", "listening");
  await expect(panel.getByRole("meter", { name: "Microphone level" })).toBeVisible();
  expect(await axeViolations(page, "voice panel")).toEqual([]);

  await page.waitForTimeout(1500);
  await panel.getByRole("button", { name: "Done speaking" }).click();
  await expect(messages(page).getByText("We argued about the dishes again.")).toBeVisible({ timeout: 15_000 });
  await expect(messages(page).locator(":scope > li").nth(1)).toContainText("Robin", { timeout: 20_000 });
  await expect.poll(() => modes, { timeout: 20_000 }).toContain("speaking");
  await expect(modeOf(page)).toHaveAttribute("data-mode", "listening", { timeout: 20_000 });
  const order = ["connecting", "listening", "speaking"].map((mode) => modes.indexOf(mode));
  expect(order[0]).toBeLessThan(order[1]!);
  expect(order[1]).toBeLessThan(order[2]!);

  // A second turn (the fake microphone plays its file again), interrupted while it is read aloud.
  modes.length = 0;
  await page.waitForTimeout(1500);
  await panel.getByRole("button", { name: "Done speaking" }).click();
  await expect(messages(page).getByText("We argued about the dishes again.")).toHaveCount(2, { timeout: 15_000 });
  await expect(modeOf(page)).toHaveAttribute("data-mode", "speaking", { timeout: 20_000 });
  await panel.getByRole("button", { name: "Stop and let me talk" }).click();
  await expect(modeOf(page)).toHaveAttribute("data-mode", "listening");

  await expect(panel.getByRole("button", { name: /Live conversation · Pro/ })).toBeDisabled();
  await panel.getByRole("button", { name: "End voice chat" }).click();
  await expect(panel).toHaveCount(0);
});
