import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as saveProfile } from "@/app/api/onboarding/route";
import { GET as getUser } from "@/app/api/user/route";
import { getDb } from "@/db/client";
import { conversations } from "@/db/schema";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { proFor30Days, setUserColumns, storedUser } from "../helpers/users";

const basics = { nickname: "Mia", relationshipStatus: "Dating", age: "29", aiTone: "therapist" };

describe("POST /api/onboarding", () => {
  it("saves the whole profile, stores a tone label as its id, and answers with the updated public user", async () => {
    const { browser, email } = await signedUpBrowser();
    const reply = await browser.call(saveProfile, {
      body: {
        ...basics,
        aiTone: "Professional & Calm",
        relationshipDuration: "1-2 years",
        livingSituation: "Long Distance",
        conflictFrequency: "Rarely / Almost never",
        partnerNickname: "Leo",
        satisfiedAspects: "We laugh a lot",
        improvementAspects: "Planning",
        userCommunicationStyle: "Direct & Straightforward",
        partnerCommunicationStyle: "Sings instead of talking",
        userLoveLanguage: "Quality Time",
        partnerLoveLanguage: "Acts of Service",
        personalGoals: "Be calmer",
        relationshipGoals: "Move in together",
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      nickname: "Mia",
      age: "29",
      aiTone: "therapist",
      onboardingCompleted: true,
      partnerCommunicationStyle: "Sings instead of talking",
      relationshipGoals: "Move in together",
    });
    expect(reply.body).not.toHaveProperty("password");
    expect(await storedUser(email)).toMatchObject({
      livingSituation: "Long Distance",
      onboardingCompleted: true,
      aiTone: "therapist",
    });
  });

  it("leaves fields that are not sent alone, clears fields sent blank, and keeps onboardingCompleted when given", async () => {
    const { browser, email } = await signedUpBrowser();
    await browser.call(saveProfile, { body: { ...basics, partnerNickname: "Leo", personalGoals: "Listen more" } });
    const reply = await browser.call(saveProfile, {
      body: { ...basics, age: 31, partnerNickname: "  ", onboardingCompleted: false },
    });
    expect(reply.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({
      age: "31",
      partnerNickname: null,
      personalGoals: "Listen more",
      onboardingCompleted: false,
    });
  });

  it.each([
    [{ ...basics, nickname: undefined }, "nickname", "Nickname is required"],
    [{ ...basics, nickname: "   " }, "nickname", "Nickname is required"],
    [{ ...basics, relationshipStatus: undefined }, "relationshipStatus", "Relationship status is required"],
    [{ ...basics, relationshipStatus: "" }, "relationshipStatus", "Relationship status is required"],
    [{ ...basics, age: undefined }, "age", "Age is required"],
    [{ ...basics, age: "" }, "age", "Age is required"],
    [{ ...basics, age: 17 }, "age", "Age must be between 18 and 99"],
    [{ ...basics, age: "100" }, "age", "Age must be between 18 and 99"],
    [{ ...basics, age: "2x" }, "age", "Age must be between 18 and 99"],
    [{ ...basics, aiTone: undefined }, "aiTone", "AI tone is required"],
    [{ ...basics, aiTone: "" }, "aiTone", "AI tone is required"],
    [{ ...basics, aiTone: "pirate" }, "aiTone", "Please choose one of the 12 AI personalities"],
  ])("refuses %j with the spec's message and changes nothing", async (body, field, message) => {
    const { browser, email } = await signedUpBrowser({ nickname: "Original" });
    const reply = await browser.call(saveProfile, { body });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(reply.body.fieldErrors).toMatchObject({ [field]: message });
    expect(await storedUser(email)).toMatchObject({ nickname: "Original", onboardingCompleted: false, age: null });
  });

  it("answers in the caller's language", async () => {
    const { browser } = await signedUpBrowser();
    const zh = new TestBrowser(browser.address, "zh-TW");
    for (const [name, value] of browser.cookies) zh.cookies.set(name, value);
    const reply = await zh.call(saveProfile, { body: { ...basics, nickname: "" } });
    expect(reply.body.message).toBe("請填寫暱稱");
  });

  it("needs a session", async () => {
    const reply = await new TestBrowser().call(saveProfile, { body: basics });
    expect(reply.status).toBe(401);
  });

  it("flags every conversation of the user, and only theirs, for a context refresh", async () => {
    const { browser, email } = await signedUpBrowser();
    const { email: otherEmail } = await signedUpBrowser();
    const db = await getDb();
    const mine = await db
      .insert(conversations)
      .values([
        { userId: (await storedUser(email)).id, title: "First" },
        { userId: (await storedUser(email)).id, title: "Second" },
      ])
      .returning();
    const [theirs] = await db
      .insert(conversations)
      .values({ userId: (await storedUser(otherEmail)).id, title: "Theirs" })
      .returning();

    expect((await browser.call(saveProfile, { body: basics })).status).toBe(200);
    for (const conversation of mine) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
      expect(row!.contextNeedsRefresh).toBe(true);
    }
    const [other] = await db.select().from(conversations).where(eq(conversations.id, theirs!.id));
    expect(other!.contextNeedsRefresh).toBe(false);
  });

  it("refuses a Pro-only persona to a free user, but a Pro user may save one", async () => {
    const { browser, email } = await signedUpBrowser();
    const refused = await browser.call(saveProfile, { body: { ...basics, aiTone: "sister" } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "premium_tone",
      message: "This AI personality is only available for Pro users. Upgrade to access all personalities.",
    });
    expect((await storedUser(email)).nickname).toBe("Sam");

    await setUserColumns(email, proFor30Days());
    const allowed = await browser.call(saveProfile, { body: { ...basics, aiTone: "Empathetic & Supportive" } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.aiTone).toBe("sister");

    // After Pro ends the saved persona may be kept while the profile changes.
    await setUserColumns(email, { isPro: false });
    const kept = await browser.call(saveProfile, { body: { ...basics, aiTone: "sister", nickname: "Mia B." } });
    expect(kept.status).toBe(200);
    expect((await browser.call(getUser)).body).toMatchObject({ nickname: "Mia B.", aiTone: "sister" });
  });
});
