import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { ownServer, type OwnServer } from "./own-server";
import { startGoogleStandIn } from "../helpers/google-stand-in";
import en from "@/messages/en.json" with { type: "json" };
import zhCN from "@/messages/zh-CN.json" with { type: "json" };
import zhTW from "@/messages/zh-TW.json" with { type: "json" };

type StandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;

// A server of its own with Google sign-in configured against a stand-in Google on this machine.
let google: StandIn;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  google = await startGoogleStandIn({ clientId: "hearth-e2e-client", clientSecret: "hearth-e2e-secret" });
  server = await ownServer({
    env: {
      AUTH_GOOGLE_ID: "hearth-e2e-client",
      AUTH_GOOGLE_SECRET: "hearth-e2e-secret",
      AUTH_GOOGLE_ISSUER: google.issuer,
    },
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await google?.close();
});

const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** "Google"'s consent page: the person chooses to continue, and is sent back to Hearth. */
async function consentAtGoogle(page: Page, name: string) {
  await expect(page).toHaveURL(new RegExp(`^${google.issuer}/o/oauth2/v2/auth`));
  await page.getByRole("link", { name: new RegExp(`Continue as ${name}`) }).click();
}

for (const [language, messages] of [
  ["en", en],
  ["zh-TW", zhTW],
  ["zh-CN", zhCN],
] as const) {
  test(`Google sign-up, then sign-in, each ends signed in with '${messages.auth.googleSignedIn}' (${language})`, async ({
    browser,
  }) => {
    const t = messages.auth;
    const name = `Gia ${language}`;
    google.signInAs({
      sub: `google-e2e-${language}-${Date.now()}`,
      email: `gia.${language.toLowerCase()}.${Date.now()}@example.com`,
      email_verified: true,
      name,
    });
    const languageCookie = { name: "language", value: language, url: server.origin };

    // Sign-up: the 18+ confirmation, Google, and the new account's welcome.
    const signUp = await browser.newContext({ baseURL: server.origin });
    await signUp.addCookies([languageCookie]);
    const page = await signUp.newPage();
    await page.goto("/auth?tab=register");
    await page.getByRole("button", { name: t.googleSignUp }).click();
    const dialog = page.getByRole("dialog", { name: t.adultDialogTitle });
    await dialog.getByRole("checkbox", { name: t.adultConfirm }).check();
    await dialog.getByRole("button", { name: t.adultDialogContinue }).click();
    await consentAtGoogle(page, name);
    await expect(page).toHaveURL(/\/post-auth-onboarding$/);
    await expect(toast(page, t.googleSignedIn)).toBeVisible();
    await page.getByRole("button", { name: messages.firstRun.later }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await signUp.close();

    // Later, in another browser: "Continue with Google" signs the same person in, to the chat.
    const signIn = await browser.newContext({ baseURL: server.origin });
    await signIn.addCookies([languageCookie]);
    const again = await signIn.newPage();
    await again.goto("/auth?tab=login");
    await again.getByRole("button", { name: t.googleSignIn }).click();
    await consentAtGoogle(again, name);
    await expect(again).toHaveURL(/\/chat$/);
    await expect(toast(again, t.googleSignedIn)).toBeVisible();
    const me = await (await again.request.get("/api/user")).json();
    expect(me).toMatchObject({ nickname: name, emailVerified: true, language });
    await signIn.close();
  });
}
