import { describe, expect, it } from "vitest";
import { POST as chooseTone } from "@/app/api/settings/ai-tone/route";
import { PATCH as changeSettings } from "@/app/api/settings/route";
import { GET as getUser } from "@/app/api/user/route";
import { PERSONAS } from "@/lib/personas/personas";
import { signedUpBrowser } from "../helpers/accounts";
import { TestBrowser } from "../helpers/http";
import { proFor30Days, setUserColumns, storedUser } from "../helpers/users";

const patch = (browser: TestBrowser, body: unknown) => browser.call(changeSettings, { method: "PATCH", body });

describe("POST /api/settings/ai-tone", () => {
  it("lets a free user keep the therapist and refuses every other persona with 403 and the premium message", async () => {
    const { browser, email } = await signedUpBrowser();
    expect((await browser.call(chooseTone, { body: { aiTone: "Professional & Calm" } })).body.aiTone).toBe("therapist");
    for (const { id } of PERSONAS.filter((p) => p.id !== "therapist")) {
      const reply = await browser.call(chooseTone, { body: { aiTone: id } });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({
        code: "premium_tone",
        message: "This AI personality is only available for Pro users. Upgrade to access all personalities.",
      });
    }
    expect((await storedUser(email)).aiTone).toBe("therapist");
  });

  it("gives Pro users all twelve, by id or by tone label; an expired Pro counts as free", async () => {
    const { browser, email } = await signedUpBrowser();
    await setUserColumns(email, proFor30Days());
    expect((await browser.call(chooseTone, { body: { aiTone: "Questioning & Cautious" } })).body.aiTone).toBe(
      "skeptic",
    );
    expect((await browser.call(chooseTone, { body: { aiTone: "muse" } })).body.aiTone).toBe("muse");

    await setUserColumns(email, { proUntil: new Date(Date.now() - 1000) });
    expect((await browser.call(chooseTone, { body: { aiTone: "sage" } })).status).toBe(403);
  });

  it("refuses a missing or unknown tone, and signed-out callers", async () => {
    const { browser } = await signedUpBrowser();
    expect((await browser.call(chooseTone, { body: {} })).body.message).toBe("AI tone is required");
    expect((await browser.call(chooseTone, { body: { aiTone: "pirate" } })).body.message).toBe(
      "Please choose one of the 12 AI personalities",
    );
    expect((await new TestBrowser().call(chooseTone, { body: { aiTone: "therapist" } })).status).toBe(401);
  });

  it("answers the premium refusal in the caller's language", async () => {
    const { browser } = await signedUpBrowser();
    const zh = new TestBrowser(browser.address, "zh-CN");
    for (const [name, value] of browser.cookies) zh.cookies.set(name, value);
    expect((await zh.call(chooseTone, { body: { aiTone: "bro" } })).body.message).toBe(
      "此 AI 个性仅限 Pro 用户使用。升级即可使用所有个性。",
    );
  });
});

describe("PATCH /api/settings", () => {
  it("saves the languages, test mode and conversation saving; the interface language also goes to the cookie", async () => {
    const { browser, email } = await signedUpBrowser();
    const reply = await patch(browser, {
      language: "zh-TW",
      aiLanguage: "zh-CN",
      testMode: true,
      saveConversations: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      language: "zh-TW",
      aiLanguage: "zh-CN",
      testMode: true,
      saveConversations: false,
    });
    // Confirmed in the interface language just chosen, not the one the request came in.
    expect(reply.body.message).toBe("設定已儲存");
    expect(browser.cookies.get("language")).toBe("zh-TW");
    expect(await storedUser(email)).toMatchObject({
      language: "zh-TW",
      aiLanguage: "zh-CN",
      testMode: true,
      saveConversations: false,
    });

    const one = await patch(browser, { aiLanguage: "en" });
    expect(one.body.user).toMatchObject({ language: "zh-TW", aiLanguage: "en", testMode: true });
    expect(one.body.message).toBe("設定已儲存"); // the browser's interface language is zh-TW now
    expect(one.setCookies).toEqual([]);
  });

  it.each([
    [{ language: "fr" }, "Please choose English, Traditional Chinese or Simplified Chinese"],
    [{ aiLanguage: "zh" }, "Please choose English, Traditional Chinese or Simplified Chinese"],
    [{ modelPreference: "detailed" }, "Response mode must be balanced or fast"],
    [{ testMode: "yes" }, "This setting must be on or off"],
    [{ saveConversations: 0 }, "This setting must be on or off"],
    [{}, "Choose at least one setting to change"],
    [{ testMode: true, isPro: true }, "Invalid input. Please check your information."],
  ])("refuses %j with a clear message and writes nothing", async (body, message) => {
    const { browser, email } = await signedUpBrowser();
    const reply = await patch(browser, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(await storedUser(email)).toMatchObject({
      language: "en",
      testMode: false,
      isPro: false,
      saveConversations: true,
    });
  });

  it("keeps free users on the balanced mode: fast is refused with 403, balanced is fine; Pro may switch", async () => {
    const { browser, email } = await signedUpBrowser();
    const refused = await patch(browser, { modelPreference: "fast", testMode: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "pro_required",
      message: "Switching the response mode is a Pro feature. Upgrade to choose the fast mode.",
    });
    expect(await storedUser(email)).toMatchObject({ modelPreference: "balanced", testMode: false });
    expect((await patch(browser, { modelPreference: "balanced" })).status).toBe(200);

    await setUserColumns(email, proFor30Days());
    expect((await patch(browser, { modelPreference: "fast" })).body.user).toMatchObject({ modelPreference: "fast" });
  });

  it("only ever changes the caller's own account", async () => {
    const victim = await signedUpBrowser();
    const attacker = await signedUpBrowser();
    const victimId = (await storedUser(victim.email)).id;

    const named = await patch(attacker.browser, {
      id: victimId,
      userId: victimId,
      username: victim.email,
      testMode: true,
    });
    expect(named.status).toBe(400);
    const own = await patch(attacker.browser, { testMode: true, aiLanguage: "zh-TW" });
    expect(own.body.user).toMatchObject({ id: (await storedUser(attacker.email)).id });

    expect(await storedUser(victim.email)).toMatchObject({ testMode: false, aiLanguage: "en" });
    expect((await victim.browser.call(getUser)).body).toMatchObject({ testMode: false, aiLanguage: "en" });
    expect((await new TestBrowser().call(changeSettings, { method: "PATCH", body: { testMode: true } })).status).toBe(
      401,
    );
  });
});
