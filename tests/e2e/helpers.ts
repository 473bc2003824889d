import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

type OutboxEmail = { to: string; subject: string; html: string; text: string };

/** The newest e-mail to an address, from the dev outbox (retried briefly: it is written just before). */
export async function latestEmail(request: APIRequestContext, to: string): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxEmail[];
      found = list[0];
      return list.length;
    })
    .toBeGreaterThan(0);
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string) {
  return (await latestEmail(request, to)).text.match(/\b(\d{6})\b/)![1]!;
}

/** Registers through the screen; leaves the page on /verify-email. */
export async function registerThroughUi(
  page: Page,
  {
    email,
    password = "secret1",
    nickname = "Robin",
    messages = en,
  }: { email: string; password?: string; nickname?: string; messages?: typeof en },
) {
  const t = messages.auth;
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: t.registerTab });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.displayName).fill(nickname);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByLabel(t.confirmPassword, { exact: true }).fill(password);
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: t.createAccount }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
}

/** The sign-up form's two checkboxes: the terms, and being 18 or older. */
export async function acceptSignUpCheckboxes(form: Locator) {
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("checkbox", { name: "I am 18 or older" }).check();
}

/** Opens a demo account from /auth, confirming being 18 or older, and lands on /chat. */
export async function enterAsGuest(page: Page, { acknowledgeNotice = true } = {}) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Try the demo as a guest" }).click();
  const dialog = page.getByRole("dialog", { name: "Hearth is for adults" });
  await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  if (acknowledgeNotice) await acknowledgeFirstUseNotice(page);
}

/** The first-use notice on the advisor's screens: "I understand". */
export async function acknowledgeFirstUseNotice(page: Page, messages: typeof en = en) {
  const notice = page.getByRole("alertdialog", { name: messages.safety.noticeTitle });
  await notice.getByRole("button", { name: messages.safety.noticeAccept }).click();
  await expect(notice).toBeHidden();
}

/** Signs in through the login form (the caller checks where it lands). */
export async function login(page: Page, email: string, password: string, { remember = true } = {}) {
  await page.goto("/auth?tab=login");
  const form = page.getByRole("form", { name: "Log In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  if (!remember) await form.getByLabel("Remember me").uncheck();
  await form.getByRole("button", { name: "Log In" }).click();
}

/** A request header giving it an address of its own among the test addresses (198.18.0.0/15). */
const testAddress = () => ({
  "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

/**
 * A fresh verified account, signed in on `page` and landed on /chat. It signs in through the API the form
 * calls (page.request shares the page's cookies): the form itself is tested in accounts.spec.ts.
 */
export async function signedIn(page: Page, request: APIRequestContext, prefix: string, nickname = "Robin") {
  const email = uniqueEmail(prefix);
  await createVerifiedAccount(request, { email, nickname });
  // Its own address too: the suite's hundred-odd sign-ins would pass one address's limit (100 in 15 minutes).
  const signIn = await page.request.post("/api/login", {
    data: { username: email, password: "secret1", rememberMe: true },
    headers: testAddress(),
  });
  expect(signIn.status()).toBe(200);
  await page.goto("/chat");
  return email;
}

/** The signed-in user as the API returns it. */
export async function apiUser(page: Page): Promise<Record<string, unknown>> {
  return (await page.request.get("/api/user")).json();
}

/**
 * A verified account created through the API, as a visitor who has already acknowledged the first-use
 * notice would have it (`acknowledgeNotice: false` leaves the notice for the first visit to /chat).
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  {
    email,
    password = "secret1",
    nickname = "Robin",
    acknowledgeNotice = true,
  }: {
    email: string;
    password?: string;
    nickname?: string;
    acknowledgeNotice?: boolean;
  },
) {
  // Each API-made account comes from its own test address, so the suite stays under the per-address
  // sign-up limit however many accounts it makes (sign-ups through the screens share one address).
  const headers = testAddress();
  expect(
    (
      await request.post("/api/register", {
        data: { username: email, nickname, password, adultAttested: true },
        headers,
      })
    ).status(),
  ).toBe(201);
  const code = await latestCode(request, email);
  expect((await request.post("/api/verify-email", { data: { email, code } })).status()).toBe(200);
  // A returning user: the first-run welcome was already answered (tests/e2e/first-run.spec.ts covers it).
  expect((await request.post("/api/profile/offered")).status()).toBe(200);
  if (acknowledgeNotice) expect((await request.post("/api/safety-notice", { data: {} })).status()).toBe(200);
  await request.post("/api/logout");
}

/**
 * Runs axe once the page has settled: lazily loaded parts (the toast outlet comes with the first toast) have
 * arrived and animations have ended (a toast fading in has, for a moment, too little contrast).
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled, { timeout: 2_000 })));
  // A lazy part is fetched once hydration asks for it: give that fetch a moment (the pages never poll).
  await page.waitForTimeout(300);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Holds back every script of the app's build until the returned function is called: the page as a slow phone
 * shows it before React runs. Needs `serviceWorkers: "block"`, or the worker answers from its cache.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Elements wider than the screen, and any sideways scrolling (of the page or the app's scrolling area). The
 * toasts' layer is sonner's own, and floats over the page. A box of no width (a chart's measuring box) holds
 * nothing of its own: what it holds is checked against the screen like everything else.
 */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const elements = [...document.querySelectorAll("body *")].filter((el) => !el.closest("[data-sonner-toaster]"));
    for (const el of [document.scrollingElement!, ...elements]) {
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "hidden")
        found.push(`${el.tagName.toLowerCase()} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1)
        found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}" ends at ${box.right}px`);
    }
    return found;
  });
}
