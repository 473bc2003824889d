import type { APIRequestContext, Page } from "@playwright/test";
import { embeddedSecret } from "@/lib/env";
import { signUnsubscribeToken } from "@/lib/reminders/unsubscribe-token";
import en from "@/messages/en.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };
import { expect, test } from "./test";
import { axeViolations, createVerifiedAccount, overflow, uniqueEmail } from "./helpers";

/** The server's secret as lib/env.ts reads it: AUTH_SECRET, else the one generated in its data directory. */
const serverSecret = () => process.env.AUTH_SECRET?.trim() || embeddedSecret(process.env.E2E_DATA_DIR!, "auth-secret");

/** A fresh account's id; `request` stays signed in as it (to read its settings), the page stays signed out. */
async function accountId(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail("unsubscribe");
  await createVerifiedAccount(request, { email });
  const login = await request.post("/api/login", { data: { username: email, password: "secret1", rememberMe: true } });
  expect(login.status()).toBe(200);
  return ((await (await request.get("/api/user")).json()) as { id: string }).id;
}

const followupsEnabled = async (request: APIRequestContext) =>
  ((await (await request.get("/api/reminders/settings")).json()) as { followupsEnabled: boolean }).followupsEnabled;

async function checkLayout(page: Page, label: string) {
  expect(await overflow(page), label).toEqual([]);
  expect(await axeViolations(page, label)).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test("a reminder's unsubscribe link, signed out: asks, stops that kind with one button, says so", async ({
  page,
  request,
}) => {
  const t = en.unsubscribe;
  const userId = await accountId(request);
  const token = signUnsubscribeToken(serverSecret(), { userId, kind: "followup" });
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: t.followupTitle })).toBeVisible();
  await expect(page.getByText(t.description)).toBeVisible();
  await checkLayout(page, "asking, light");
  await page.evaluate(() => localStorage.setItem("darkMode", "true"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await checkLayout(page, "asking, dark");
  // Opening the link (as a mail scanner does) changed nothing.
  expect(await followupsEnabled(request)).toBe(true);

  // By keyboard: the button is the page's one control after the header's.
  const stop = page.getByRole("button", { name: t.confirm });
  await stop.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: t.doneTitle })).toBeVisible();
  await expect(page.getByText(t.doneTitle, { exact: true })).toBeFocused();
  await expect(page.getByText(t.done)).toBeVisible();
  await expect(page.getByRole("link", { name: t.settingsLink })).toHaveAttribute("href", "/settings/reminders");
  await checkLayout(page, "done, dark");
  expect(await followupsEnabled(request)).toBe(false);
});

test("a link this server did not sign: the translated error and the way to Settings", async ({ page, request }) => {
  const userId = await accountId(request);
  const forged = signUnsubscribeToken("another-servers-secret", { userId, kind: "followup" });
  await page.context().addCookies([{ name: "language", value: "zh-TW", url: test.info().project.use.baseURL! }]);
  await page.goto(`/unsubscribe?token=${forged}`);
  await expect(page.getByRole("heading", { level: 1, name: zhTW.unsubscribe.invalidTitle })).toBeVisible();
  await expect(page.getByText(zhTW.errors.invalidUnsubscribe)).toBeVisible();
  await expect(page.getByRole("link", { name: zhTW.unsubscribe.settingsLink })).toHaveAttribute(
    "href",
    "/settings/reminders",
  );
  await expect(page.getByRole("button", { name: zhTW.unsubscribe.confirm })).toHaveCount(0);
  await checkLayout(page, "forged link, zh-TW");
  expect(await followupsEnabled(request)).toBe(true);
});
