import { describe, expect, it } from "vitest";
import { POST as createConversation } from "@/app/api/conversations/route";
import { GET as getUsage } from "@/app/api/usage/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { accounts } from "@/db/schema";
import { utcToday } from "@/lib/limits/plan-limits";
import { PERSONAS } from "@/lib/personas/personas";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { proFor30Days, setUserColumns, storedUser } from "../helpers/users";

describe("GET /api/usage", () => {
  it("counts today's messages for a free user against 50, with only the therapist", async () => {
    const { browser, email } = await signedUpBrowser();
    expect((await browser.call(getUsage)).body).toEqual({
      count: 0,
      limit: 50,
      isPro: false,
      availableTones: ["therapist"],
      conversations: 0,
      conversationLimit: 1,
    });

    await setUserColumns(email, { adviceRequestsToday: 7, lastRequestDate: utcToday() });
    expect((await browser.call(getUsage)).body).toMatchObject({ count: 7, limit: 50 });

    // Yesterday's count no longer counts.
    await setUserColumns(email, { lastRequestDate: utcToday(new Date(Date.now() - 86_400_000)) });
    expect((await browser.call(getUsage)).body.count).toBe(0);
  });

  it("gives Pro users no limit and all twelve personas, until Pro ends", async () => {
    const { browser, email } = await signedUpBrowser();
    await setUserColumns(email, { ...proFor30Days(), adviceRequestsToday: 120, lastRequestDate: utcToday() });
    expect((await browser.call(getUsage)).body).toEqual({
      count: 120,
      limit: null,
      isPro: true,
      availableTones: PERSONAS.map((p) => p.id),
      conversations: 0,
      conversationLimit: null,
    });

    await setUserColumns(email, { proUntil: new Date(Date.now() - 1000) });
    expect((await browser.call(getUsage)).body).toMatchObject({
      limit: 50,
      isPro: false,
      availableTones: ["therapist"],
    });
  });

  it("counts the conversations active in the free plan's window against its one", async () => {
    const { browser } = await signedUpBrowser();
    const id = crypto.randomUUID();
    expect((await browser.call(createConversation, { body: { id } })).status).toBe(201);
    expect((await browser.call(getUsage)).body).toMatchObject({ conversations: 1, conversationLimit: 1 });
  });

  it("needs a session", async () => {
    expect((await new TestBrowser().call(getUsage)).status).toBe(401);
  });
});

describe("GET /api/user", () => {
  it("returns what the client needs and no secret: no hashes, codes, tokens, session versions or payment ids", async () => {
    const { browser, email } = await signedUpBrowser();
    await setUserColumns(email, {
      verificationCode: "code-hash-secret",
      resetPasswordToken: "reset-hash-secret",
      stripeCustomerId: "cus_secret",
      stripeSubscriptionId: "sub_secret",
      mobileSubscriptionId: "mobile-secret",
    });
    const stored = await storedUser(email);
    await (await getDb()).insert(accounts).values({
      userId: stored.id,
      type: "oidc",
      provider: "google",
      providerAccountId: "google-uid-secret",
    });
    const reply = await browser.call(getUser);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: stored.id,
      username: email,
      nickname: "Sam",
      aiTone: "therapist",
      language: "en",
      aiLanguage: "en",
      isPro: false,
      isAdmin: false,
      onboardingCompleted: false,
      testMode: false,
      modelPreference: "balanced",
      saveConversations: true,
      proSource: "subscription",
      subscriptionStatus: "free",
    });

    const secrets = [
      "password",
      "verificationCode",
      "verificationCodeExpiresAt",
      "verificationAttempts",
      "resetPasswordToken",
      "resetPasswordExpiresAt",
      "sessionVersion",
      "firebaseUid",
      "stripeCustomerId",
      "stripeSubscriptionId",
      "mobileSubscriptionId",
    ];
    for (const key of secrets) expect(reply.body, key).not.toHaveProperty(key);
    const text = JSON.stringify(reply.body);
    for (const value of [
      stored.password!,
      "code-hash-secret",
      "reset-hash-secret",
      "cus_secret",
      "sub_secret",
      "google-uid-secret",
      "mobile-secret",
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it("is a 401 without a session", async () => {
    expect((await new TestBrowser().call(getUser)).status).toBe(401);
  });
});
