import { describe, expect, it } from "vitest";
import { GET as getAdvice } from "@/app/api/advice/[id]/route";
import { POST as ask } from "@/app/api/advice/route";
import type { AdviceAnalysis } from "@/lib/advice/analysis-schema";
import { HELP_CARD_HEADER } from "@/lib/safety/help-card";
import { signedUpBrowser } from "../helpers/accounts";
import { UNSEEN_CRISES, metric } from "../helpers/safety";
import { setUser, userOf } from "../helpers/users";
import { askAdvice, moment, readAnalysis, sendFollowUp, waitForAdvice } from "../helpers/advice";
import type { TestBrowser } from "../helpers/http";

const detailOf = async (browser: TestBrowser, id: string) =>
  (await browser.call(getAdvice, { context: { params: Promise.resolve({ id }) } })).body;
const textOf = (analysis: AdviceAnalysis) => Object.values(analysis).flat().join("\n");
/** The offline bro's voice: its greetings, openings and sign-offs in the three languages. */
const BRO = /Alright|Game plan|got your back|flat-pack|referee|欸|兄弟|作戰計畫|嘿，|哥们|作战计划|裁判/;

describe("a crisis in an advice request (offline advisor)", () => {
  it.each([
    [
      "en",
      { situation: "We had a huge fight last night.", action: "I told him I want to end my life." },
      "en-GB,en;q=0.9",
      { categories: ["self_harm"], severity: "urgent", country: "GB" },
      "Are you thinking about ending your life, and are you somewhere safe right now?",
    ],
    [
      "zh-TW",
      { situation: "我們昨天又吵架了。", action: "我跟他說我真的不想活了，每天都好痛苦。" },
      "zh-TW,zh;q=0.9",
      { categories: ["self_harm"], severity: "urgent", country: "TW" },
      "你現在有想結束自己生命的念頭嗎？你現在在安全的地方嗎？",
    ],
    [
      "zh-CN",
      { situation: "我们为了家务吵架。", action: "我说了他几句。", reaction: "我老公昨天又打我了，我好害怕。" },
      "zh-CN,zh;q=0.9",
      { categories: ["violence"], severity: "urgent", country: "CN" },
      "你现在在安全的地方吗？",
    ],
  ] as const)(
    "in %s carries the help card ahead of the text, and the bro persona's stored analysis is safety-first",
    async (language, told, acceptLanguage, card, safetyQuestion) => {
      const { browser } = await signedUpBrowser({ nickname: "Ari" });
      await setUser(browser, { aiTone: "bro", aiLanguage: language, isPro: true });
      const id = crypto.randomUUID();
      const response = await browser.send(ask, {
        body: { ...told, id },
        headers: { "accept-language": acceptLanguage },
      });
      // The card is in the response's head, there before the first byte of the analysis.
      expect(response.status).toBe(200);
      expect(JSON.parse(response.headers.get(HELP_CARD_HEADER)!)).toEqual(card);
      const reply = await readAnalysis(response);
      expect(reply.text.startsWith("{")).toBe(true);

      const row = await waitForAdvice(id, (r) => r.status === "complete");
      expect(row.analysis).toEqual(reply.analysis);
      expect(row.helpCard).toEqual(card);
      const analysis = row.analysis!;
      expect(analysis.reflectionQuestion).toBe(safetyQuestion);
      expect(analysis.opening).toMatch(language === "en" ? /emergency number/ : /緊急電話|紧急电话/);
      expect(analysis.opening).toMatch(language === "en" ? /help card above/ : /求助卡片/);
      expect(textOf(analysis)).not.toMatch(BRO);
      expect(row.persona).toBe("bro");

      // After a reload the detail has the card, and the same id again answers with it too.
      expect(await detailOf(browser, id)).toMatchObject({ helpCard: card, analysis });
      const again = await askAdvice(browser, { ...told, id });
      expect(again.reply.helpCard).toEqual(card);
      expect(again.reply.analysis).toEqual(analysis);
    },
  );

  it.each(UNSEEN_CRISES)("sends the urgent card in the header, before any text, for %j", async (text) => {
    const { browser } = await signedUpBrowser();
    const { reply } = await askAdvice(browser, { situation: "We had a rough week.", action: text });
    expect(reply.helpCard).toMatchObject({ severity: "urgent" });
    expect(reply.analysis!.opening).not.toMatch(/love language/);
  });

  it("answers a hard negative in the persona's voice, with no card", async () => {
    const { browser } = await signedUpBrowser({ nickname: "Ari" });
    await setUser(browser, { aiTone: "bro", isPro: true });
    const { id, reply } = await askAdvice(browser, {
      situation: "This job is killing me, I barely see my girlfriend and we argued about it.",
      action: "I told her I was dying to see her but too tired to go out.",
    });
    expect(reply.helpCard).toBeUndefined();
    expect(reply.analysis!.opening).toMatch(/I've got your back\.$/);
    expect(textOf(reply.analysis!)).not.toMatch(/help card|emergency/);
    const row = await waitForAdvice(id, (r) => r.status === "complete");
    expect(row.helpCard).toBeNull();
    expect(await detailOf(browser, id)).toMatchObject({ helpCard: null, followUpHelpCard: null });
  });

  it("sends someone under 18 to a trusted adult with the young people's card, and flags the account", async () => {
    const { browser } = await signedUpBrowser();
    const before = await metric("under_18");
    const { id, reply } = await askAdvice(browser, {
      situation: "I'm 15 and my boyfriend is 16. We keep arguing about who to sit with at lunch.",
      action: "I said okay.",
    });
    expect(reply.helpCard).toMatchObject({ categories: ["under_18"], severity: "concern" });
    expect(reply.analysis!.yourSide).toMatch(/Hearth is made for adults/);
    expect(reply.analysis!.doDifferently.join(" ")).toMatch(/Talk to an adult you trust/);
    expect(reply.analysis!.reflectionQuestion).toBe("Is there an adult you trust who you could talk to about this?");
    expect(reply.analysis!.opening).not.toMatch(/emergency/);
    await waitForAdvice(id, (r) => r.status === "complete");
    expect((await userOf(browser)).under18FlaggedAt).toBeInstanceOf(Date);
    expect(await metric("under_18")).toBe(before + 1);
  });

  it("checks a follow-up too, and keeps its card beside the request's", async () => {
    const { browser } = await signedUpBrowser();
    const { id } = await askAdvice(browser);
    await waitForAdvice(id, (r) => r.status === "complete");
    const follow = await sendFollowUp(browser, id, "He hit me when I tried it, and now I'm scared to go home.", {
      "accept-language": "en-AU",
    });
    expect(follow.helpCard).toMatchObject({ categories: ["violence"], country: "AU" });
    expect(follow.analysis!.reflectionQuestion).toBe("Are you somewhere safe right now?");
    expect(follow.analysis!.doDifferently.join(" ")).not.toMatch(/I feel|love language/);
    await waitForAdvice(id, (r) => r.followUpStatus === "complete");
    expect(await detailOf(browser, id)).toMatchObject({
      helpCard: null,
      followUpHelpCard: follow.helpCard,
      followUpAnalysis: follow.analysis,
    });
  });

  it("leaves an everyday moment's answer alone", async () => {
    const { browser } = await signedUpBrowser();
    const { reply } = await askAdvice(browser, moment);
    expect(reply.helpCard).toBeUndefined();
    expect(reply.analysis!.doDifferently.join(" ")).toMatch(/I feel … when … because/);
  });
});
