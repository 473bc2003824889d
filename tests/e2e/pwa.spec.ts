import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { expect, test } from "./test";
import { axeViolations, enterAsGuest, signedIn } from "./helpers";

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe("PNG");
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** Waits until the service worker is active (it then takes every navigation) and has kept the chat shell. */
async function shellKept(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match("/chat"))?.headers.get("content-type") ?? null))
    .toContain("text/html");
}

/** Chromium reads the page's manifest without errors and finds nothing that stops an install. */
async function expectInstallable(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
}

test("/sw.js is served with scope / and no long-lived caching, and registers on the app's screens", async ({
  page,
  request,
}) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["service-worker-allowed"]).toBe("/");
  expect(response.headers()["cache-control"]).toMatch(/no-cache/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=0/);
  const body = await response.text();
  for (const url of ["/offline/en", "/offline/zh-TW", "/offline/zh-CN", "/icons/icon-192.png"]) {
    expect(body).toContain(`url:"${url}"`);
  }
  expect(body).toMatch(/url:"\/_next\/static\/chunks\/[^"]+\.js"/);
  expect(body).not.toContain("/api/");

  await page.goto("/auth");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration.scope).toBe(new URL("/", page.url()).href);
  expect(registration.script).toBe(new URL("/sw.js", page.url()).href);
});

test("the public pages register no service worker and load no script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  for (const path of ["/", "/privacy"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});

test("the manifest validates and Chromium finds the app installable", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest", { headers: { "accept-language": "zh-CN" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: "/",
    name: "Hearth：AI 情感顾问",
    short_name: "Hearth",
    lang: "zh-CN",
    start_url: "/chat",
    scope: "/",
    display: "standalone",
    background_color: "#fdfaf7",
    theme_color: "#fdfaf7",
    user_preferences: { color_scheme: { dark: { background_color: "#1f1915", theme_color: "#1f1915" } } },
  });
  expect(manifest.translations.en.name).toBe("Hearth: AI relationship advisor");
  expect(manifest.translations["zh-TW"].description).toContain("私密 AI 顧問");

  type Image = { src: string; sizes: string; type: string; purpose?: string };
  for (const purpose of ["any", "maskable"]) {
    const sizes = (manifest.icons as Image[]).filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  }
  for (const image of [...manifest.icons, ...manifest.screenshots] as Image[]) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()["content-type"]).toBe(image.type);
    if (image.type === "image/png") expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
  expect(new Set((manifest.screenshots as { form_factor: string }[]).map((s) => s.form_factor))).toEqual(
    new Set(["narrow", "wide"]),
  );
  const apple = await request.get("/icons/apple-touch-icon.png");
  expect(pngSize(await apple.body())).toBe("180x180");

  // Chromium never offers to install from an incognito profile, which every ordinary test context is.
  const { baseURL, launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "hearth-install-")), {
    ...launchOptions,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await enterAsGuest(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
  await expect(
    page.locator('meta[name="apple-mobile-web-app-capable"], meta[name="mobile-web-app-capable"]'),
  ).toHaveCount(1);
  await expectInstallable(page);
  await context.close();
});

test("the public pages offer the installable app without any script: the manifest and the icons", async () => {
  const { baseURL, launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "hearth-install-")), {
    ...launchOptions,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  for (const where of ["/privacy", "/"]) {
    await page.goto(where);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
  }
  await expectInstallable(page);
  await context.close();
});

test("offline after a first visit: the chat shell loads, says it is offline and keeps the draft", async ({
  page,
  context,
  request,
}) => {
  const email = await signedIn(page, request, "offline", "Zephyrine");
  await shellKept(page);
  // The kept shell holds nothing of the account.
  const shell = await page.evaluate(async () => (await (await caches.match("/chat"))!.text()) as string);
  expect(shell).toContain('id="chat-input"');
  expect(shell).not.toContain("Zephyrine");
  expect(shell).not.toContain(email);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline. Keep writing if you like")).toBeVisible();
  await expect(page.getByText("Your conversations will be back when you reconnect.").first()).toBeAttached();
  const input = page.getByLabel("Your message");
  await input.fill("Draft written on the train");
  await input.press("Enter");
  await expect(page.getByText("You're offline. Your message is kept here")).toBeVisible();
  await expect(input).toHaveValue("Draft written on the train");
  await page.reload();
  await expect(input).toHaveValue("Draft written on the train");

  // Other pages get the offline page, in the interface language.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await context.addCookies([{ name: "language", value: "zh-TW", url: page.url() }]);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "你目前離線" })).toBeVisible();
  await context.addCookies([{ name: "language", value: "en", url: page.url() }]);

  // Back online, the shell turns into the real chat, the draft still there.
  await page.goto("/chat");
  await expect(input).toHaveValue("Draft written on the train");
  await context.setOffline(false);
  await expect(page.getByText("You're offline. Keep writing if you like")).toBeHidden();
  await expect(page.getByText("Signed in as Zephyrine")).toBeVisible();
  await expect(input).toHaveValue("Draft written on the train");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(input).toHaveValue("");
});

test("the offline shell reloads only when the server answers, not on an 'online' event alone", async ({
  page,
  context,
  request,
}) => {
  await signedIn(page, request, "flap", "Isolde");
  await shellKept(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline. Keep writing if you like")).toBeVisible();
  await page.getByLabel("Your message").fill("Still typing");
  const probe = page.waitForEvent("requestfailed", (failed) => new URL(failed.url()).pathname === "/api/health");
  const navigated = page.waitForEvent("framenavigated", { timeout: 0 }).then(() => "navigated");
  // What Chromium can do to a page being left while the network is still gone: "online", navigator.onLine true.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => true });
    window.dispatchEvent(new Event("online"));
  });
  expect(await Promise.race([probe.then(() => "probe failed"), navigated])).toBe("probe failed");
  await expect(page.getByLabel("Your message")).toHaveValue("Still typing");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the live chat says when the network goes and keeps what was typed", async ({ page, context }) => {
  await enterAsGuest(page);
  const input = page.getByLabel("Your message");
  await context.setOffline(true);
  await expect(page.getByText("You're offline. Keep writing if you like")).toBeVisible();
  await input.fill("Still here?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("You're offline. Your message is kept here")).toBeVisible();
  await expect(input).toHaveValue("Still here?");
  await context.setOffline(false);
  await expect(page.getByText("You're offline. Keep writing if you like")).toBeHidden();
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Helpful", exact: true })).toBeVisible({ timeout: 15_000 });
});

test("logout and account deletion clear the runtime caches", async ({ page, context, request }) => {
  const runtimeCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("hearth-runtime-")));
  await signedIn(page, request, "leave");
  await shellKept(page);
  expect(await runtimeCaches()).toHaveLength(1);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await runtimeCaches()).toEqual([]);
  await context.setOffline(true);
  await page.goto("/chat");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);

  await signedIn(page, request, "delete");
  await shellKept(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await runtimeCaches()).toEqual([]);
});

test.describe("the mobile pages", () => {
  for (const language of ["en", "zh-TW", "zh-CN"]) {
    test(`introduction, paywall and offline page: phone-first and axe clean (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.context().addCookies([{ name: "language", value: language, url: test.info().project.use.baseURL! }]);
      await page.goto("/mobile-onboarding");
      for (let slide = 1; slide <= 4; slide++) {
        await expect(page.locator('[aria-roledescription="slide"]').nth(slide - 1)).not.toHaveAttribute("inert");
        expect(await axeViolations(page, `/mobile-onboarding slide ${slide}`)).toEqual([]);
        if (slide < 4) await page.getByRole("button", { name: language === "en" ? "Next" : "下一步" }).click();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto("/mobile-paywall");
      expect(await axeViolations(page, "/mobile-paywall")).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto(`/offline/${language}`);
      expect(await axeViolations(page, `/offline/${language}`)).toEqual([]);
    });
  }

  test("the introduction swipes, skips and ends in sign-up and log-in", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/mobile-onboarding");
    const current = () => page.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(current()).toContainText("Welcome to Hearth");
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(current()).toContainText("Private by design");
    // A swipe is a scroll of the strip; the dots and buttons follow it.
    await page
      .locator('[aria-roledescription="slide"]')
      .first()
      .locator("..")
      .evaluate((strip) => {
        strip.scrollTo({ left: strip.clientWidth * 2 });
      });
    await expect(current()).toContainText("An AI, not a professional");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "step");
    await page.getByRole("button", { name: "Go to slide 1" }).click();
    await expect(current()).toContainText("Welcome to Hearth");
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(current()).toContainText("For adults, 18 and over");
    await expect(page.getByRole("link", { name: "Create an account" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth?tab=register");
    await expect(page.getByRole("link", { name: "I already have an account" })).toHaveAttribute(
      "href",
      "/auth?tab=login",
    );
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("form", { name: "Sign Up" })).toBeVisible();
  });

  test("on the web, the paywall shows the prices and the way to the plans", async ({ page }) => {
    await page.goto("/mobile-paywall");
    await expect(page.getByRole("heading", { name: "Hearth Pro" })).toBeVisible();
    await expect(page.getByRole("list", { name: "What Pro includes" })).toContainText("All 12 AI personas");
    await expect(page.getByText("From $5.00/month, billed annually, or $9.99/month.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscription");
    await expect(page.getByRole("link", { name: "Continue with Free" })).toHaveAttribute("href", "/chat");
  });
});
