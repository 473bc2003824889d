import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logoutEverywhere } from "@/app/api/logout/everywhere/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as subscribePush } from "@/app/api/push/subscriptions/route";
import { POST as register } from "@/app/api/register/route";
import { POST as setLanguage } from "@/app/api/settings/language/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { listPushSubscriptions } from "@/db/queries/push-subscriptions";
import { findUserByUsername } from "@/db/queries/users";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { sendChat, storedMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";
import { pushKeys } from "../helpers/push";

/** Moves a pause's last attempt `seconds` into the past, as if that long had passed. */
async function passTime(key: string, seconds: number) {
  await (
    await getDb()
  ).execute(
    sql`update rate_limit set window_ends_at = window_ends_at - make_interval(secs => ${seconds}) where key = ${key}`,
  );
}

/**
 * Dates the pause's last attempt to this instant (a day's memory), so that the next attempt is refused however
 * slowly the machine ran the ones before: a first pause is one second.
 */
async function justTried(key: string) {
  await (
    await getDb()
  ).execute(sql`update rate_limit set window_ends_at = now() + interval '24 hours' where key = ${key}`);
}

const SECRET_FIELDS = [
  "password",
  "verificationCode",
  "resetPasswordToken",
  "sessionVersion",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "firebaseUid",
  "verificationAttempts",
  "mobileSubscriptionId",
];

describe("POST /api/login", () => {
  it("signs in with remember-me as a 30-day cookie, without it as a browser-session cookie", async () => {
    const { email, password } = await signedUpBrowser();
    const remembered = new TestBrowser();
    const on = await remembered.call(login, { body: { username: email, password, rememberMe: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ email, emailVerified: true });
    expect(on.setCookies[0]).toMatch(/HttpOnly; SameSite=Lax; Max-Age=2592000$/);

    const forgetful = new TestBrowser();
    const off = await forgetful.call(login, { body: { username: email, password, rememberMe: false } });
    expect(off.status).toBe(200);
    expect(off.setCookies[0]).not.toMatch(/Max-Age|Expires/i);
    expect((await forgetful.call(getUser)).body.email).toBe(email);
  });

  it("sends an unverified account to verification", async () => {
    const email = uniqueEmail();
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    const reply = await new TestBrowser().call(login, {
      body: { username: email, password: "secret1", rememberMe: true },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ needsVerification: true, email, code: "email_not_verified" });
    expect(reply.setCookies).toEqual([]);
  });

  it("answers an unknown e-mail exactly like a wrong password, after the same hashing work", async () => {
    const { email } = await signedUpBrowser();
    const started = performance.now();
    const wrong = await new TestBrowser("198.51.100.1").call(login, {
      body: { username: email, password: "wrong-password" },
    });
    const wrongMs = performance.now() - started;
    const again = performance.now();
    const unknown = await new TestBrowser("198.51.100.2").call(login, {
      body: { username: "ghost@example.com", password: "wrong-password" },
    });
    const unknownMs = performance.now() - again;

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ code: "invalid_credentials", message: "Incorrect username or password" });
    // Without the decoy hash an unknown account answers in ~1 ms; scrypt takes tens of ms here.
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.4);
  });

  it("failures from other clients never lock out a browser that signed in to the account before", async () => {
    const { browser: owner, email, password } = await signedUpBrowser();
    expect(owner.cookies.get("hearth-device")).toBeTruthy();
    for (let i = 0; i < 10; i++) {
      if (i >= 5) await justTried(`untrustedSignIn:${email}`);
      const reply = await new TestBrowser(`192.0.2.${i}`).call(login, {
        body: { username: email, password: "nope-nope" },
      });
      expect(reply.status).toBe(i < 5 ? 401 : 429);
    }
    const signedIn = await owner.call(login, { body: { username: email, password } });
    expect(signedIn.status).toBe(200);
    // The owner's browser has its own limit: its own failures, counted apart (10 in 15 minutes), and cleared
    // by signing in.
    const fail = async () => (await owner.call(login, { body: { username: email, password: "nope-nope" } })).status;
    for (let i = 0; i < 9; i++) expect(await fail()).toBe(401);
    const deviceId = decodeURIComponent(owner.cookies.get("hearth-device")!).split(".")[1];
    const counted = async () =>
      (await (await getDb()).execute(sql`select 1 from rate_limit where key = ${`loginPerDevice:${deviceId}`}`)).rows;
    expect(await counted()).toHaveLength(1);
    expect((await owner.call(login, { body: { username: email, password } })).status).toBe(200);
    expect(await counted()).toEqual([]);
    for (let i = 0; i < 10; i++) expect(await fail()).toBe(401);
    const ownLimit = await owner.call(login, { body: { username: email, password } });
    expect([ownLimit.status, ownLimit.body.code]).toEqual([429, "rate_limited"]);
  });

  it("gives clients that never signed in to the account growing pauses: 429 with waitTime and Retry-After", async () => {
    const { email, password } = await signedUpBrowser();
    const stranger = (i: number) => new TestBrowser(`198.51.100.${i}`);
    const attempt = (i: number, pass = "nope-nope") =>
      stranger(i).call(login, { body: { username: email, password: pass } });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await justTried(`untrustedSignIn:${email}`);
      const refused = await attempt(10 + i, password);
      expect([refused.status, refused.body.code]).toEqual([429, "rate_limited"]);
      expect(refused.headers.get("retry-after")).toBe(String(refused.body.waitTime));
      waits.push(refused.body.waitTime as number);
      await passTime(`untrustedSignIn:${email}`, waits.at(-1)!);
      expect((await attempt(20 + i)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Waited out, the right password signs in and clears the pauses.
    await passTime(`untrustedSignIn:${email}`, 8);
    expect((await attempt(30, password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(40 + i)).status).toBe(401);
  });

  it("trusts only a device cookie signed for that account: forged, tampered or another account's count as strangers", async () => {
    const { browser: other } = await signedUpBrowser();
    const { email, password } = await signedUpBrowser();
    const mark = other.cookies.get("hearth-device")!;
    const [userId, id] = decodeURIComponent(mark).split(".");
    for (const cookie of [mark, `${userId}.${id}.${"A".repeat(43)}`, "forged"]) {
      const browser = new TestBrowser("198.51.100.77");
      browser.cookies.set("hearth-device", cookie);
      for (let i = 0; i < 5; i++) await browser.call(login, { body: { username: email, password: "nope-nope" } });
      await justTried(`untrustedSignIn:${email}`);
      expect((await browser.call(login, { body: { username: email, password } })).status).toBe(429);
      await passTime(`untrustedSignIn:${email}`, 24 * 60 * 60);
    }
  });

  it("attempts sent at once get no more than the free five", async () => {
    const { email } = await signedUpBrowser();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new TestBrowser(`203.0.113.${100 + i}`).call(login, { body: { username: email, password: "nope-nope" } }),
      ),
    );
    expect(replies.filter((r) => r.status === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it.each([
    [{ username: "nope", password: "secret1" }, "Please enter a valid email address"],
    [{ username: "a@example.com", password: "12345" }, "Password must be at least 6 characters"],
  ])("refuses %j with the spec's message", async (body, message) => {
    const reply = await new TestBrowser().call(login, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe("sessions", () => {
  it("GET /api/user is 401 when signed out and never exposes secrets when signed in", async () => {
    const signedOut = await new TestBrowser().call(getUser);
    expect(signedOut.status).toBe(401);
    // Never signed in: asked to log in, not told a session expired.
    expect(signedOut.body).toEqual({ code: "signed_out", message: "Please log in to continue." });

    const { browser } = await signedUpBrowser();
    const reply = await browser.call(getUser);
    expect(reply.status).toBe(200);
    for (const field of SECRET_FIELDS) expect(reply.body).not.toHaveProperty(field);
    expect(JSON.stringify(reply.body)).not.toMatch(/scrypt\$/);
  });

  it("a forged or foreign cookie reads as signed out", async () => {
    const browser = new TestBrowser();
    browser.cookies.set("authjs.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged");
    const reply = await browser.call(getUser);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: "unauthorized", message: "Your session has expired. Please log in again." });
  });

  it("logout removes the session cookie", async () => {
    const { browser } = await signedUpBrowser();
    const reply = await browser.call(logout, { body: {} });
    expect(reply.status).toBe(200);
    expect(reply.setCookies.some((c) => c.startsWith("authjs.session-token=;") && c.includes("Max-Age=0"))).toBe(true);
    expect((await browser.call(getUser)).status).toBe(401);
  });

  it("logout ends the session on the server: the old cookie, replayed, no longer works anywhere", async () => {
    const { browser, email, password } = await signedUpBrowser();
    const stolen = new Map(browser.cookies);
    const otherDevice = new TestBrowser("198.51.100.30");
    await otherDevice.call(login, { body: { username: email, password } });

    expect((await browser.call(logout, { body: {} })).status).toBe(200);
    const replayed = new TestBrowser();
    for (const [name, value] of stolen) replayed.cookies.set(name, value);
    expect((await replayed.call(getUser)).body).toMatchObject({ code: "unauthorized" });
    // The chat checks the session inside its one statement: refused there too, nothing stored.
    const conversationId = crypto.randomUUID();
    expect((await sendChat(replayed, { conversationId, text: "Still me?" })).status).toBe(401);
    expect(await storedMessages(conversationId)).toEqual([]);
    // Only that session ended.
    expect((await otherDevice.call(getUser)).status).toBe(200);
  });

  it("log out of all devices ends every session of the account, and only that account's", async () => {
    const { browser, email, password } = await signedUpBrowser();
    const phone = new TestBrowser("198.51.100.31");
    await phone.call(login, { body: { username: email, password } });
    const { browser: someoneElse } = await signedUpBrowser();

    const { id: userId } = (await findUserByUsername({ username: email }))!;
    const device = { endpoint: `http://127.0.0.1:9/push/${crypto.randomUUID()}`, keys: pushKeys().keys };
    expect((await phone.call(subscribePush, { body: device })).status).toBe(201);

    const reply = await phone.call(logoutEverywhere, { body: {} });
    expect(reply.status).toBe(200);
    // No device of the account, signed out now, keeps getting its reminders.
    expect(await listPushSubscriptions({ userId })).toEqual([]);
    expect(reply.setCookies.some((c) => c.includes("Max-Age=0"))).toBe(true);
    expect((await browser.call(getUser)).status).toBe(401);
    expect((await phone.call(getUser)).status).toBe(401);
    expect((await someoneElse.call(getUser)).status).toBe(200);
    expect((await new TestBrowser().call(logoutEverywhere, { body: {} })).status).toBe(401);
  });

  it("guest login creates a demo account with a browser-session cookie", async () => {
    const browser = new TestBrowser();
    const reply = await browser.call(guestLogin, { body: { adultAttested: true } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isGuest: true, nickname: "Guest", isPro: false, email: null });
    expect(reply.setCookies[0]).not.toMatch(/Max-Age/);
    expect((await browser.call(getUser)).body).toMatchObject({ isGuest: true });
  });
});

describe("POST /api/settings/language", () => {
  it("stores the language on the account and in the cookie", async () => {
    const { browser, email } = await signedUpBrowser();
    const reply = await browser.call(setLanguage, { body: { language: "zh-TW" } });
    expect(reply.status).toBe(200);
    expect(reply.setCookies[0]).toMatch(/^language=zh-TW; Path=\//);
    expect((await findUserByUsername({ username: email }))!.language).toBe("zh-TW");
  });

  it("refuses a language outside en, zh-TW, zh-CN and malformed JSON", async () => {
    expect((await new TestBrowser().call(setLanguage, { body: { language: "fr" } })).status).toBe(400);
    const malformed = await new TestBrowser().call(setLanguage, { rawBody: "{language:" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Invalid input. Please check your information.");
  });
});
