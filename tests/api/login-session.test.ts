import { describe, expect, it } from "vitest";
import { POST as guestLogin } from "@/app/api/guest-login/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logoutEverywhere } from "@/app/api/logout/everywhere/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { POST as setLanguage } from "@/app/api/settings/language/route";
import { GET as getUser } from "@/app/api/user/route";
import { findUserByUsername } from "@/db/queries/users";
import { signedUpBrowser, uniqueEmail } from "../helpers/accounts";
import { sendChat, storedMessages } from "../helpers/chat";
import { TestBrowser } from "../helpers/http";

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

  it("limits guessing per account: the 11th attempt in 15 minutes gets 429 with the wait", async () => {
    const { email, password } = await signedUpBrowser();
    for (let i = 0; i < 10; i++) {
      const reply = await new TestBrowser(`192.0.2.${i}`).call(login, {
        body: { username: email, password: "nope-nope" },
      });
      expect(reply.status).toBe(401);
    }
    const limited = await new TestBrowser("192.0.2.99").call(login, { body: { username: email, password } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(limited.body.waitTime).toBeGreaterThan(800);
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

    const reply = await phone.call(logoutEverywhere, { body: {} });
    expect(reply.status).toBe(200);
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
