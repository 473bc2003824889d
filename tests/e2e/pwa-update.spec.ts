import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, enterAsGuest } from "./helpers";
import { ownServer, type OwnServer } from "./own-server";

// A real update: build A is the suite's .next; build B is build A with a new build id and version (as a second
// `next build` with another version makes it). Both are served in turn by `next start` on one origin, as a
// deployment replaces the app under an installed browser.
const B_DIST_DIR = ".tmp/update-build";
const B_VERSION = "0.0.0-update-b";
const B_BUILD_ID = "update-b-build-id";

test.describe.configure({ mode: "serial" });

let server: OwnServer;

/** Build B, from a copy of build A with A's build id and version replaced wherever the build wrote them. */
function makeBuildB() {
  const versionA = JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config.env.HEARTH_BUILD_VERSION;
  const buildIdA = readFileSync(".next/BUILD_ID", "utf8").trim();
  rmSync(B_DIST_DIR, { recursive: true, force: true });
  cpSync(".next", B_DIST_DIR, { recursive: true, filter: (source) => source !== path.join(".next", "cache") });
  renameSync(path.join(B_DIST_DIR, "static", buildIdA), path.join(B_DIST_DIR, "static", B_BUILD_ID));
  for (const entry of readdirSync(B_DIST_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (!bytes.includes(versionA) && !bytes.includes(buildIdA)) continue;
    writeFileSync(file, bytes.toString("utf8").replaceAll(versionA, B_VERSION).replaceAll(buildIdA, B_BUILD_ID));
  }
}

test.beforeAll(async () => {
  makeBuildB();
  server = await ownServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Deploys a build: the running server goes, the other build takes its place on the same origin. */
async function deploy(build: "A" | "B") {
  await server.stop();
  await server.start(build === "B" ? B_DIST_DIR : undefined);
}

const card = (page: Page) => page.getByRole("region", { name: "Update Available" });

/** The version of the server's build, as settings shows it. */
async function settingsVersion(page: Page) {
  await page.goto("/settings");
  const text = await page.getByText(/^Version \S+$/).textContent();
  return text!.replace(/^Version /, "");
}

/**
 * The version of the installed app: the service worker that controls the browser, which notes its version
 * when it takes over (lib/pwa/sw.ts). Pages always come from the network, so this, not the page, is what an
 * update changes.
 */
const activeVersion = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("hearth-meta")).match("/__hearth/active-version"))?.text());

/** What the browser does every 5 minutes, on visibility and on focus: ask for a newer /sw.js. */
async function checkForUpdate(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

async function newTab(context: BrowserContext, path = "/chat") {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test("a new build on the same origin: the card, Later, Update Now, Don't show again and auto-update", async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  await deploy("A");
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await enterAsGuest(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const versionA = await settingsVersion(page);
  await expect.poll(() => activeVersion(page)).toBe(versionA);
  expect(versionA).not.toBe(B_VERSION);
  // A first install is not an update.
  await expect(page.getByText("App Updated")).toBeHidden();

  // B is deployed: the next check finds it and the card appears.
  await deploy("B");
  await checkForUpdate(page);
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText("A new version of Hearth is ready.");
  await card(page).hover(); // held while in use, so axe sees it
  expect(await axeViolations(page, "update card")).toEqual([]);

  // Later: gone for this session, though the update waits.
  await card(page).getByRole("button", { name: "Later" }).click();
  await expect(card(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("updateDismissed"))).toBe("true");
  await page.reload();
  await expect.poll(() => hasWaitingWorker(page)).toBe(true);
  await checkForUpdate(page);
  await page.waitForTimeout(1_000);
  await expect(card(page)).toBeHidden();
  expect(await activeVersion(page)).toBe(versionA);

  // Another tab is another session: the card, and Update Now reloads into B, which says so.
  const second = await newTab(context);
  await expect(card(second)).toBeVisible();
  await card(second).getByRole("button", { name: "Update Now" }).click();
  await expect(second.getByText(`Version ${B_VERSION} is now active`)).toBeVisible();
  await expect(second.getByText("App Updated")).toBeVisible();
  expect(await activeVersion(second)).toBe(B_VERSION);
  expect(await settingsVersion(second)).toBe(B_VERSION);
  await page.close();

  // A goes back out as the next version. Don't show again: remembered across reloads and tabs.
  await deploy("A");
  await checkForUpdate(second);
  await expect(card(second)).toBeVisible();
  await card(second).getByRole("button", { name: "Don't show again" }).click();
  await expect(card(second)).toBeHidden();
  await expect(second.getByText("Update notifications disabled")).toBeVisible();
  await expect(second.getByText("Updates will be available but won't show notifications.")).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem("pwa-notifications-disabled"))).toBe("true");
  await second.reload();
  await expect.poll(() => hasWaitingWorker(second)).toBe(true);
  const third = await newTab(context);
  await third.waitForTimeout(1_500);
  await expect(card(second)).toBeHidden();
  await expect(card(third)).toBeHidden();
  await second.close();

  // Notifications back on: Auto-update stores the choice and applies this update at once.
  await third.evaluate(() => localStorage.removeItem("pwa-notifications-disabled"));
  await third.reload();
  await expect(card(third)).toBeVisible();
  await card(third).getByRole("button", { name: "Auto-update" }).click();
  await expect(third.getByText(`Version ${versionA} is now active`)).toBeVisible();
  expect(await third.evaluate(() => localStorage.getItem("pwa-auto-update"))).toBe("true");
  expect(await activeVersion(third)).toBe(versionA);

  // From now on the next update applies by itself, without a card (a watcher notes any card, across reloads).
  await third.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById("update-card-title")) sessionStorage.setItem("card-seen", "true");
    }).observe(document, { childList: true, subtree: true });
  });
  await third.goto("/chat");
  await deploy("B");
  await checkForUpdate(third);
  await expect(third.getByText(`Version ${B_VERSION} is now active`)).toBeVisible({ timeout: 20_000 });
  expect(await third.evaluate(() => sessionStorage.getItem("card-seen"))).toBeNull();
  expect(await activeVersion(third)).toBe(B_VERSION);
  await context.close();
});
