import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { POST as sendVerification } from "@/app/api/send-verification/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { getDb } from "@/db/client";
import { findUserByUsername } from "@/db/queries/users";
import { users } from "@/db/schema";
import { latestCode, latestEmail, uniqueEmail } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";

const countUsers = async () => (await (await getDb()).select().from(users)).length;

describe("POST /api/register", () => {
  it("starts the advisor in the language the person registers in (zh-CN visitor → Chinese replies)", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser(undefined, "zh-CN");
    await browser.call(register, {
      body: { username: email, nickname: "Mei", password: "secret1", adultAttested: true },
    });
    expect(await findUserByUsername({ username: email })).toMatchObject({ language: "zh-CN", aiLanguage: "zh-CN" });
    // Registering again over the unverified account follows the language of that visit.
    await new TestBrowser(undefined, "zh-TW").call(register, {
      body: { username: email, nickname: "Mei", password: "secret1", adultAttested: true },
    });
    expect(await findUserByUsername({ username: email })).toMatchObject({ language: "zh-TW", aiLanguage: "zh-TW" });
  });

  it("creates an unverified account with a hashed password, saves the onboarding profile and e-mails a code", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser();
    const reply = await browser.call(register, {
      body: {
        username: email.toUpperCase(),
        nickname: "Mia",
        password: "secret1",
        adultAttested: true,
        onboardingData: {
          nickname: "Mia",
          relationshipStatus: "Dating",
          age: 29,
          partnerNickname: "Leo",
          aiTone: "Therapist",
          onboardingCompleted: true,
        },
        isAdmin: true,
        isPro: true,
        emailVerified: true,
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ email, needsVerification: true });
    expect(reply.setCookies).toEqual([]);

    const user = await findUserByUsername({ username: email });
    expect(user).toMatchObject({
      email,
      nickname: "Mia",
      relationshipStatus: "Dating",
      age: "29",
      partnerNickname: "Leo",
      aiTone: "therapist",
      onboardingCompleted: true,
      emailVerified: false,
      isAdmin: false,
      isPro: false,
    });
    expect(user!.password).toMatch(/^scrypt\$/);
    expect(user!.password).not.toContain("secret1");
    expect(user!.verificationCode).not.toBe(await latestCode(email));
    expect((await latestEmail(email)).subject).toBe("Your Hearth verification code");
  });

  it.each([
    [
      { username: "not-an-email", nickname: "Mia", password: "secret1" },
      "username",
      "Please enter a valid email address",
    ],
    [
      { username: "a@example.com", nickname: "M", password: "secret1" },
      "nickname",
      "Display name must be at least 2 characters",
    ],
    [
      { username: "a@example.com", nickname: "Mia", password: "12345" },
      "password",
      "Password must be at least 6 characters",
    ],
    [
      {
        username: "a@example.com",
        nickname: "Mia",
        password: "secret1",
        adultAttested: true,
        onboardingData: { age: 17 },
      },
      "onboardingData.age",
      "Age must be between 18 and 99",
    ],
  ])("refuses %j with the spec's message and writes nothing", async (body, field, message) => {
    const before = await countUsers();
    const reply = await new TestBrowser().call(register, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(reply.body.fieldErrors).toMatchObject({ [field]: message });
    expect(await countUsers()).toBe(before);
  });

  it("answers an unverified existing address with needsVerification and its e-mail", async () => {
    const email = uniqueEmail();
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    const again = await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "another1", adultAttested: true },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ needsVerification: true, email, code: "account_not_verified" });
  });

  it("refuses a verified address as already registered", async () => {
    const email = uniqueEmail();
    const browser = new TestBrowser();
    await browser.call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    await browser.call(verifyEmail, { body: { email, code: await latestCode(email) } });
    const again = await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: "already_registered",
      message: "This email is already registered and verified. Please log in instead.",
    });
  });

  it("refuses a Pro-only persona in onboardingData: a new account is on the free plan", async () => {
    for (const aiTone of ["boss", "Humorous & Joking"]) {
      const email = uniqueEmail("persona");
      const before = await countUsers();
      const reply = await new TestBrowser("198.51.100.9").call(register, {
        body: {
          username: email,
          nickname: "Mia",
          password: "secret1",
          adultAttested: true,
          onboardingData: { aiTone },
        },
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: "premium_tone" });
      expect(await countUsers()).toBe(before);
    }
    // Nor over an unverified registration of the same address.
    const email = uniqueEmail("persona");
    await new TestBrowser("198.51.100.9").call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    const again = await new TestBrowser("198.51.100.9").call(register, {
      body: {
        username: email,
        nickname: "Mia",
        password: "secret1",
        adultAttested: true,
        onboardingData: { aiTone: "sage" },
      },
    });
    expect(again.status).toBe(403);
    expect((await findUserByUsername({ username: email }))!.aiTone).toBe("therapist");
  });

  it("answers in the caller's language", async () => {
    const reply = await new TestBrowser("203.0.113.8", "zh-CN").call(register, {
      body: { username: "bad", nickname: "Mia", password: "secret1", adultAttested: true },
    });
    expect(reply.body.message).toBe("请输入有效的电子邮箱地址");
  });
});

describe("POST /api/verify-email", () => {
  async function registered() {
    const email = uniqueEmail();
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    return email;
  }

  it("verifies with the e-mailed code, signs the user in and works only once", async () => {
    const email = await registered();
    const browser = new TestBrowser();
    const code = await latestCode(email);
    const reply = await browser.call(verifyEmail, { body: { email, code } });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email, emailVerified: true });
    expect(reply.setCookies[0]).toMatch(/^authjs\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    expect((await browser.call(getUser)).body).toMatchObject({ email, nickname: "Mia" });

    const reused = await new TestBrowser().call(verifyEmail, { body: { email, code } });
    const unknown = await new TestBrowser().call(verifyEmail, { body: { email: "nobody@example.com", code } });
    // A verified address and an unknown one answer alike: the screen cannot be used to discover accounts.
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: "invalid_code", message: "Invalid verification code" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(reused.body);
  });

  it("refuses a wrong code, and an expired one", async () => {
    const email = await registered();
    const code = await latestCode(email);
    const wrong = await new TestBrowser().call(verifyEmail, {
      body: { email, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "invalid_code", message: "Invalid verification code" });

    await (
      await getDb()
    )
      .update(users)
      .set({ verificationCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const expired = await new TestBrowser().call(verifyEmail, { body: { email, code } });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("code_expired");
    expect((await findUserByUsername({ username: email }))!.emailVerified).toBe(false);
  });

  it("kills the code after five wrong tries: the sixth try fails even with the right code", async () => {
    const email = await registered();
    const code = await latestCode(email);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      expect((await new TestBrowser().call(verifyEmail, { body: { email, code: wrongCode } })).status).toBe(400);
    }
    const sixth = await new TestBrowser().call(verifyEmail, { body: { email, code } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.code).toBe("code_locked");
    expect((await findUserByUsername({ username: email }))!.emailVerified).toBe(false);
  });

  it("wrong codes from anywhere never lock the owner out: each code dies after five, a new one works", async () => {
    const email = await registered();
    const resend = async () => {
      // The resend cooldown only: the counts of wrong codes stay as they are.
      await (
        await getDb()
      ).execute(sql`update rate_limit set window_ends_at = now() where key = ${`sendCodePerAccount:${email}`}`);
      expect((await new TestBrowser().call(sendVerification, { body: { email } })).status).toBe(200);
    };
    for (let round = 0; round < 2; round++) {
      const code = await latestCode(email);
      const wrongCode = code === "123456" ? "654321" : "123456";
      for (let i = 0; i < 5; i++) {
        const reply = await new TestBrowser(`192.0.2.${round * 5 + i}`).call(verifyEmail, {
          body: { email, code: wrongCode },
        });
        expect(reply.status).toBe(400);
      }
      await resend();
    }
    const owner = await new TestBrowser().call(verifyEmail, { body: { email, code: await latestCode(email) } });
    expect(owner.status).toBe(200);
  });

  it.each([
    [{ email: "x@example.com", code: "12a456" }, "Please enter a 6-digit verification code"],
    [{ email: "x@example.com", code: "12345" }, "Please enter a 6-digit verification code"],
    [{ email: "", code: "123456" }, "Email address not found. Please try registering again."],
  ])("refuses malformed input %j", async (body, message) => {
    const reply = await new TestBrowser().call(verifyEmail, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });
});

describe("POST /api/send-verification", () => {
  it("sends a new code, then refuses for 60 seconds with waitTime", async () => {
    const email = uniqueEmail();
    await new TestBrowser().call(register, {
      body: { username: email, nickname: "Mia", password: "secret1", adultAttested: true },
    });
    const refused = await new TestBrowser().call(sendVerification, { body: { email } });
    expect(refused.status).toBe(429);
    expect(refused.body.waitTime).toBeGreaterThan(0);
    expect(refused.body.waitTime).toBeLessThanOrEqual(60);
    expect(refused.headers.get("retry-after")).toBe(String(refused.body.waitTime));

    await (await getDb()).execute(`update rate_limit set window_ends_at = now() - interval '1 second'`);
    const first = await latestCode(email);
    const sent = await new TestBrowser().call(sendVerification, { body: { email } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Verification code sent! Check your email.");
    const second = await latestCode(email);
    const oldCodeReply =
      first === second ? null : await new TestBrowser().call(verifyEmail, { body: { email, code: first } });
    if (oldCodeReply) expect(oldCodeReply.status).toBe(400);
    expect((await new TestBrowser().call(verifyEmail, { body: { email, code: second } })).status).toBe(200);
  });

  it("answers an unknown address exactly like a real one and sends nothing", async () => {
    const reply = await new TestBrowser().call(sendVerification, { body: { email: "nobody@example.com" } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Verification code sent! Check your email.");
    await expect(latestEmail("nobody@example.com")).rejects.toThrow();
  });
});
