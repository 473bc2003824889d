import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as loginRoute } from "@/app/api/login/route";
import { POST as logoutEverywhere } from "@/app/api/logout/everywhere/route";
import { POST as register } from "@/app/api/register/route";
import { DELETE as deleteAccount } from "@/app/api/user/delete/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { findUserByUsername } from "@/db/queries/users";
import { accounts } from "@/db/schema";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { withGoogleStandIn } from "../helpers/google-sign-in";
import { TestBrowser } from "../helpers/http";

const { signIn } = withGoogleStandIn();

/** The stored links of a Google account (by Google's `sub`). */
async function googleLinks(sub: string) {
  return (await getDb()).select().from(accounts).where(eq(accounts.providerAccountId, sub));
}

const person = (sub: string, email: string, extra: { name?: string; email_verified?: boolean } = {}) => ({
  sub,
  email,
  email_verified: true,
  name: "Gia",
  picture: "https://example.com/p.png",
  ...extra,
});

describe("Google sign-in through Auth.js and its Drizzle adapter (against a stand-in Google)", () => {
  it("links a new verified account on the first sign-in, then signs the same user in again, with no duplicate", async () => {
    const email = uniqueEmail("google");
    const browser = new TestBrowser("203.0.113.7", "zh-CN");
    const first = await signIn(browser, person("g-1", email.toUpperCase()), { adult: true });
    // Google shows its account chooser, so a shared computer does not sign in as whoever used it last.
    expect(first.authorize.searchParams.get("prompt")).toBe("select_account");
    expect(first.landing).toBe("/chat");
    expect(first.callback.headers.getSetCookie().join()).toMatch(/authjs\.session-token=[^;]+; Path=\/; Expires=/);
    const me = (await browser.call(getUser)).body;
    expect(me).toMatchObject({
      email,
      username: email,
      emailVerified: true,
      nickname: "Gia",
      profilePhotoUrl: "https://example.com/p.png",
      language: "zh-CN",
      aiLanguage: "zh-CN",
      adultAttested: true,
    });
    expect((await findUserByUsername({ username: email }))!.password).toBeNull();
    // One link, and none of Google's tokens kept.
    expect(await googleLinks("g-1")).toEqual([
      {
        userId: me.id,
        type: "oidc",
        provider: "google",
        providerAccountId: "g-1",
        refresh_token: null,
        access_token: null,
        expires_at: null,
        token_type: null,
        scope: null,
        id_token: null,
        session_state: null,
      },
    ]);

    // Later, on another browser, with another address at Google: the same account.
    const again = new TestBrowser();
    const second = await signIn(again, person("g-1", "changed@example.com", { name: "Other" }));
    expect(second.landing).toBe("/chat");
    expect((await again.call(getUser)).body).toMatchObject({ id: me.id, email, nickname: "Gia" });
    expect(await googleLinks("g-1")).toHaveLength(1);
    expect(await findUserByUsername({ username: "changed@example.com" })).toBeUndefined();
  });

  it("falls back to 'User' when Google gives no name", async () => {
    const browser = new TestBrowser();
    await signIn(browser, person("g-2", uniqueEmail("noname"), { name: "  " }), { adult: true });
    expect((await browser.call(getUser)).body.nickname).toBe("User");
  });

  it("links to an existing account with the same verified e-mail, keeping its password", async () => {
    const { email, password } = await signedUpBrowser();
    const stored = await findUserByUsername({ username: email });
    const browser = new TestBrowser();
    expect((await signIn(browser, person("g-3", email, { name: "Other" }))).landing).toBe("/chat");
    expect((await browser.call(getUser)).body).toMatchObject({ id: stored!.id, nickname: "Sam" });
    expect((await googleLinks("g-3")).map((link) => link.userId)).toEqual([stored!.id]);
    const login = await new TestBrowser().call(loginRoute, { body: { username: email, password } });
    expect(login.status).toBe(200);
  });

  it("takes over a registration that was never verified, dropping the password whoever registered it chose", async () => {
    const email = uniqueEmail("pending");
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Pat", password: "secret1", adultAttested: true },
    });
    const browser = new TestBrowser();
    expect((await signIn(browser, person("g-4", email))).landing).toBe("/chat");
    const stored = await findUserByUsername({ username: email });
    expect(stored).toMatchObject({ emailVerified: true, password: null, verificationCode: null });
    expect((await googleLinks("g-4")).map((link) => link.userId)).toEqual([stored!.id]);
    const login = await new TestBrowser().call(loginRoute, { body: { username: email, password: "secret1" } });
    expect(login.status).toBe(401);
  });

  it("refuses a Google account without a verified e-mail: nothing is created or linked", async () => {
    const email = uniqueEmail("unverified");
    const { email: existing } = await signedUpBrowser();
    for (const [sub, profile] of [
      ["g-5", person("g-5", email, { email_verified: false })],
      ["g-6", person("g-6", existing, { email_verified: false })],
    ] as const) {
      const browser = new TestBrowser();
      const reply = await signIn(browser, profile, { adult: true });
      expect(reply.landing).toBe("/auth?error=AccessDenied");
      expect(reply.callback.headers.getSetCookie().join()).not.toMatch(/authjs\.session-token=[^;]/);
      expect(await googleLinks(sub)).toEqual([]);
    }
    expect(await findUserByUsername({ username: email })).toBeUndefined();
  });

  it("creates no account without the 18+ confirmation: back to sign-up, which asks for it", async () => {
    const email = uniqueEmail("minor");
    const reply = await signIn(new TestBrowser(), person("g-7", email));
    expect(reply.landing).toBe("/auth?tab=register&error=adult_required");
    expect(await findUserByUsername({ username: email })).toBeUndefined();
    expect(await googleLinks("g-7")).toEqual([]);
  });

  it("never links Google to whoever is signed in on the browser already (a guest here)", async () => {
    const browser = new TestBrowser("198.51.100.40");
    const guest = (await browser.call(guestLogin, { body: { adultAttested: true } })).body;
    const email = uniqueEmail("after-guest");
    await signIn(browser, person("g-8", email), { adult: true });
    const me = (await browser.call(getUser)).body;
    expect(me).toMatchObject({ email, isGuest: false });
    expect(me.id).not.toBe(guest.id);
    expect((await googleLinks("g-8")).map((link) => link.userId)).toEqual([me.id]);
  });

  it("a Google session ends when the account logs out everywhere", async () => {
    const email = uniqueEmail("revoked");
    const phone = new TestBrowser();
    const laptop = new TestBrowser();
    await signIn(phone, person("g-9", email), { adult: true });
    await signIn(laptop, person("g-9", email));
    expect((await laptop.call(getUser)).status).toBe(200);
    expect((await phone.call(logoutEverywhere, { body: {} })).status).toBe(200);
    expect((await laptop.call(getUser)).status).toBe(401);
  });

  it("deleting the account deletes its Google link: the same Google account is a stranger afterwards", async () => {
    const email = uniqueEmail("deleted");
    const browser = new TestBrowser();
    await signIn(browser, person("g-10", email), { adult: true });
    expect((await browser.call(deleteAccount, { method: "DELETE" })).status).toBe(200);
    expect(await googleLinks("g-10")).toEqual([]);
    expect((await signIn(new TestBrowser(), person("g-10", email))).landing).toBe(
      "/auth?tab=register&error=adult_required",
    );
  });
});
