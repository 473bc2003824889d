import { describe, expect, it } from "vitest";
import { GET as getConversation } from "@/app/api/conversations/[id]/route";
import { signedUpBrowser } from "../helpers/accounts";
import { CONTEXT_PAIR, UNSEEN_CRISES, metric } from "../helpers/safety";
import { setUser, userOf } from "../helpers/users";
import { sendChat, waitForMessages, type StreamReply } from "../helpers/chat";

const typesOf = (reply: StreamReply) => reply.events.map((e) => e.type);
const cardOf = (reply: StreamReply) =>
  reply.events.find((e) => e.type === "data-help-card")?.data as
    { categories: string[]; severity: string; country: string } | undefined;

describe("a crisis message in the chat (offline advisor)", () => {
  it.each(UNSEEN_CRISES)("sends the urgent help card before any text for %j", async (text) => {
    const { browser } = await signedUpBrowser();
    const reply = await sendChat(browser, { conversationId: crypto.randomUUID(), text });
    const types = typesOf(reply);
    expect(types.indexOf("data-help-card")).toBe(1);
    expect(types.indexOf("data-help-card")).toBeLessThan(types.indexOf("text-delta"));
    expect(cardOf(reply)).toMatchObject({ severity: "urgent" });
  });

  it.each([
    [
      "en",
      "I want to end my life, I can't do this anymore",
      "en-GB,en;q=0.9",
      "GB",
      /Are you thinking about ending your life/,
    ],
    ["zh-TW", "我真的不想活了，每天都好痛苦", "zh-TW,zh;q=0.9", "TW", /你現在有想結束自己生命的念頭嗎/],
    ["zh-CN", "我老公昨天又打我了，我好害怕", "zh-CN,zh;q=0.9", "CN", /你现在在安全的地方吗/],
  ] as const)(
    "in %s sends the help card before the text, and the bro persona's stored reply is safety-first",
    async (language, text, acceptLanguage, country, safetyQuestion) => {
      const { browser } = await signedUpBrowser({ nickname: "Ari" });
      await setUser(browser, { aiTone: "bro", aiLanguage: language, isPro: true });
      const conversationId = crypto.randomUUID();
      const reply = await sendChat(browser, { conversationId, text }, { "accept-language": acceptLanguage });
      expect(reply.status).toBe(200);

      const types = typesOf(reply);
      expect(types.indexOf("data-help-card")).toBe(1);
      expect(types.indexOf("data-help-card")).toBeLessThan(types.indexOf("text-delta"));
      expect(cardOf(reply)).toMatchObject({ severity: "urgent", country });

      const rows = await waitForMessages(conversationId, (r) => r.length === 2);
      const stored = rows[1]!.content;
      expect(stored).toBe(reply.text);
      expect(stored).toMatch(safetyQuestion);
      expect(stored).not.toMatch(/Game plan|no fluff|兄弟|哥們|哥们/);
    },
  );

  it("pins an urgent match's card to the conversation and counts the category, with nothing else stored", async () => {
    const { browser } = await signedUpBrowser();
    const before = await metric("immediate_danger");
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: "I'm hiding in the bathroom, he has a knife" });
    expect(cardOf(reply)).toMatchObject({ categories: ["violence", "immediate_danger"], severity: "urgent" });
    await waitForMessages(conversationId, (r) => r.length === 2);

    const loaded = await browser.call(getConversation, {
      context: { params: Promise.resolve({ id: conversationId }) },
    });
    expect(loaded.body.conversation).toMatchObject({ helpCard: { severity: "urgent", country: "US" } });
    expect(await metric("immediate_danger")).toBe(before + 1);
  });

  it("shows the card without pinning it for a concern, and lets the user keep talking", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const first = await sendChat(browser, { conversationId, text: "My boyfriend won't let me see my friends anymore" });
    expect(cardOf(first)).toMatchObject({ categories: ["coercive_control"], severity: "concern" });
    await waitForMessages(conversationId, (r) => r.length === 2);
    const loaded = await browser.call(getConversation, {
      context: { params: Promise.resolve({ id: conversationId }) },
    });
    expect(loaded.body.conversation).toMatchObject({ helpCard: null });

    const next = await sendChat(browser, { conversationId, text: "How do I plan a nice weekend for us?" });
    expect(next.status).toBe(200);
    expect(cardOf(next)).toBeUndefined();
  });

  it("reads a message with the user's previous ones: risk said across two messages gets the card", async () => {
    const { browser } = await signedUpBrowser();
    const conversationId = crypto.randomUUID();
    const [before, after] = CONTEXT_PAIR;
    expect(cardOf(await sendChat(browser, { conversationId, text: before }))).toBeUndefined();
    await waitForMessages(conversationId, (r) => r.length === 2);
    const reply = await sendChat(browser, { conversationId, text: after });
    expect(typesOf(reply).indexOf("data-help-card")).toBe(1);
    expect(cardOf(reply)).toMatchObject({ categories: ["self_harm", "immediate_danger"], severity: "urgent" });
    expect(reply.text).toMatch(/Are you thinking about ending your life/);
    // In another conversation the same message is judged on its own.
    expect(cardOf(await sendChat(browser, { conversationId: crypto.randomUUID(), text: after }))).toBeUndefined();
  });

  it("answers a hard negative normally, with no card", async () => {
    const { browser } = await signedUpBrowser();
    await setUser(browser, { aiTone: "bro", isPro: true });
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, {
      conversationId,
      text: "This job is killing me, I barely see my girlfriend",
    });
    expect(typesOf(reply)).not.toContain("data-help-card");
    expect(reply.text).not.toMatch(/help card/);
    expect(reply.text.length).toBeGreaterThan(100);
  });

  it("gives someone who says they are under 18 the young people's card and flags the account for review", async () => {
    const { browser } = await signedUpBrowser();
    expect((await userOf(browser)).under18FlaggedAt).toBeNull();
    const conversationId = crypto.randomUUID();
    const reply = await sendChat(browser, { conversationId, text: "I'm 15 and my boyfriend is 22, is that okay?" });
    expect(cardOf(reply)).toMatchObject({ categories: ["under_18"], severity: "concern" });
    expect(reply.text).toMatch(/Hearth is made for adults/);
    await waitForMessages(conversationId, (r) => r.length === 2);
    expect((await userOf(browser)).under18FlaggedAt).toBeInstanceOf(Date);
  });
});
