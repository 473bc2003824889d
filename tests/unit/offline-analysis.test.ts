import { Output, streamText } from "ai";
import { describe, expect, it } from "vitest";
import type { Language } from "@/db/schema";
import { adviceAnalysisSchema } from "@/lib/advice/analysis-schema";
import { type AdvisorContext, composeOfflineAnalysis } from "@/lib/ai/offline";
import { actionKind, outcomeOf, reactionKind } from "@/lib/ai/offline/moment";
import { createOfflineAnalyst } from "@/lib/ai/offline-model";
import { PERSONAS } from "@/lib/personas/personas";

const profile = {
  nickname: "Mei",
  partnerNickname: "Jun",
  partnerLoveLanguage: "Quality Time",
  partnerCommunicationStyle: "Conflict-avoidant",
};
const context = (overrides: Partial<AdvisorContext> = {}): AdvisorContext => ({
  persona: "therapist",
  language: "en",
  mode: "balanced",
  profile,
  ...overrides,
});

const MOMENTS: Record<Language, { situation: string; action: string; reaction: string }> = {
  en: {
    situation: "We were cleaning up after dinner and arguing about chores.",
    action: "I told him he never helps with anything.",
    reaction: "He got defensive and walked out.",
  },
  "zh-TW": {
    situation: "我們吃完晚餐在收拾，又為了家事吵架。",
    action: "我跟他說他從來不幫忙。",
    reaction: "他開始辯解，然後走開了。",
  },
  "zh-CN": {
    situation: "我们吃完晚饭在收拾，又为了家务吵架。",
    action: "我跟他说他从来不帮忙。",
    reaction: "他开始辩解，然后走开了。",
  },
};
const CJK = /[\u4e00-\u9fff]/;
const TRADITIONAL_ONLY = /[們這說會對還時為與幫讓]/;
const SIMPLIFIED_ONLY = /[们这说会对还时为与帮让]/;
const textOf = (analysis: object) => JSON.stringify(analysis);

describe("the offline advisor's structured analysis", () => {
  it.each(["en", "zh-TW", "zh-CN"] as const)("is complete, schema-valid and names the partner in %s", (language) => {
    const analysis = composeOfflineAnalysis(MOMENTS[language], context({ language }));
    expect(adviceAnalysisSchema.parse(analysis)).toEqual(analysis);
    for (const value of Object.values(analysis)) expect(value.length).toBeGreaterThan(0);
    expect(analysis.wentWell.length).toBeGreaterThanOrEqual(1);
    expect(analysis.doDifferently.length).toBeGreaterThanOrEqual(2);
    expect(analysis.opening).toContain("Jun");
    expect(analysis.theirSide).toContain("Jun");
    expect(analysis.script.startsWith("Jun")).toBe(true);
    expect(analysis.reflectionQuestion).toMatch(/[?？]$/);
    expect(textOf(analysis)).not.toContain("**");
    expect(CJK.test(textOf(analysis))).toBe(language !== "en");
    if (language === "zh-TW") expect(SIMPLIFIED_ONLY.test(textOf(analysis))).toBe(false);
    if (language === "zh-CN") expect(TRADITIONAL_ONLY.test(textOf(analysis))).toBe(false);
  });

  it("reads the moment: the action, the reaction and the profile shape what it says", () => {
    const analysis = composeOfflineAnalysis(MOMENTS.en, context());
    expect(analysis.yourSide).toMatch(/came out sharp/);
    expect(analysis.theirSide).toMatch(/defensive/i);
    expect(analysis.theirSide).toMatch(/Jun tends to pull back/);
    expect(analysis.doDifferently[0]).toMatch(/I feel … when … because/);
    expect(analysis.doDifferently.join(" ")).toMatch(/Quality Time/);
    expect(analysis.script).toMatch(/^Jun, I've been thinking about what I said/);

    const gentle = composeOfflineAnalysis(
      {
        situation: "We were talking about the weekend.",
        action: "I said sorry for being late again.",
        reaction: "She smiled and hugged me.",
      },
      context({ profile: {} }),
    );
    expect(gentle.wentWell.join(" ")).toMatch(/took responsibility/);
    expect(gentle.wentWell.join(" ")).toMatch(/respond warmly/);
    expect(gentle.theirSide).toMatch(/your partner/i);
    expect(gentle.script.startsWith("I meant it")).toBe(true);

    const unknown = composeOfflineAnalysis(
      { situation: "At dinner.", action: "I asked her to put her phone away." },
      context(),
    );
    expect(unknown.theirSide).toMatch(/didn't describe how Jun reacted/);
  });

  it.each(PERSONAS.map((p) => p.id))("speaks as %s in every language, with the same substance", (persona) => {
    for (const language of ["en", "zh-TW", "zh-CN"] as const) {
      const analysis = composeOfflineAnalysis(MOMENTS[language], context({ persona, language }));
      const therapist = composeOfflineAnalysis(MOMENTS[language], context({ language }));
      expect(adviceAnalysisSchema.safeParse(analysis).success).toBe(true);
      expect(analysis.doDifferently).toEqual(therapist.doDifferently);
      if (persona !== "therapist") expect(analysis.opening).not.toBe(therapist.opening);
    }
  });

  it("is shorter in the fast mode and the same for the same moment", () => {
    const fast = composeOfflineAnalysis(MOMENTS.en, context({ mode: "fast" }));
    expect(fast.doDifferently).toHaveLength(2);
    expect(fast.wentWell.length).toBeLessThanOrEqual(2);
    expect(composeOfflineAnalysis(MOMENTS.en, context())).toEqual(composeOfflineAnalysis(MOMENTS.en, context()));
  });

  it.each([
    ["en", "He hit me when I said that, and I'm scared to go home.", /emergency number.*help card above/],
    ["zh-TW", "他聽了之後動手打我，我好害怕。", /緊急電話.*上方的求助卡片/],
    ["zh-CN", "我真的不想活了。", /紧急电话.*上方的求助卡片/],
  ] as const)(
    "puts safety first when %s text describes danger, the same for every persona",
    (language, reaction, urgent) => {
      const analyses = PERSONAS.map(({ id }) =>
        composeOfflineAnalysis({ ...MOMENTS[language], reaction }, context({ language, persona: id })),
      );
      expect(new Set(analyses.map(textOf)).size).toBe(1);
      const [analysis] = analyses;
      expect(analysis!.opening).toMatch(urgent);
      expect(analysis!.opening).toContain("Mei");
      expect(adviceAnalysisSchema.safeParse(analysis).success).toBe(true);
      expect(analysis!.script).not.toContain("Jun");
      expect(analysis!.reflectionQuestion).toMatch(/[?？]$/);
    },
  );

  it("gives the guidance for what matched: violence is never the user's fault; a minor is sent to a trusted adult", () => {
    const violence = composeOfflineAnalysis(
      { ...MOMENTS.en, reaction: "He hit me when I said that, and I'm scared to go home." },
      context(),
    );
    expect(violence.yourSide).toMatch(/it is not your fault/);
    expect(violence.yourSide).toMatch(/don't try to confront them/);
    expect(violence.reflectionQuestion).toBe("Are you somewhere safe right now?");

    const minor = composeOfflineAnalysis(
      { situation: "I'm 16 and my girlfriend is 19.", action: "I told her I'd skip school to see her." },
      context({ mode: "fast" }),
    );
    expect(minor.opening).not.toMatch(/emergency/);
    expect(minor.yourSide).toMatch(/Hearth is made for adults/);
    expect(minor.doDifferently).toHaveLength(2);
    expect(minor.doDifferently[0]).toMatch(/^Talk to an adult you trust/);
    expect(minor.reflectionQuestion).toBe("Is there an adult you trust who you could talk to about this?");
  });

  it.each([
    ["en", "“Long walks with the dog”", "“Sings instead of talking”", "“I write letters”", "“Cooking together”"],
    ["zh-TW", "「陪狗散步」", "「用唱歌代替說話」", "「我習慣寫信」", "「一起煮飯」"],
    ["zh-CN", "“陪狗散步”", "“用唱歌代替说话”", "“我习惯写信”", "“一起做饭”"],
  ] as const)(
    "quotes the profile's own words for love languages and communication styles in %s",
    (language, partnerLove, partnerStyle, userStyle, userLove) => {
      const own = (text: string) => text.slice(1, -1);
      const analyse = (extra: Record<string, string>) =>
        composeOfflineAnalysis(MOMENTS[language], context({ language, profile: { partnerNickname: "Jun", ...extra } }));
      const love = analyse({ partnerLoveLanguage: own(partnerLove), userLoveLanguage: own(userLove) });
      expect(love.doDifferently.join("")).toContain(partnerLove);
      expect(love.doDifferently.join("")).toContain(userLove);
      const styles = analyse({ partnerCommunicationStyle: own(partnerStyle), userCommunicationStyle: own(userStyle) });
      expect(styles.theirSide).toContain(partnerStyle);
      expect(styles.doDifferently.join("")).toContain(partnerStyle);
      expect(styles.doDifferently.join("")).toContain(userStyle);
      expect(textOf(styles)).not.toMatch(/Jun tends to|Since you|Jun說話比較|Jun说话比较/);
    },
  );

  it("answers a follow-up by how it went, in the same structure", () => {
    const better = composeOfflineAnalysis(
      { ...MOMENTS.en, followUp: "We talked again and it went much better." },
      context(),
    );
    const worse = composeOfflineAnalysis({ ...MOMENTS.en, followUp: "It didn't work, we fought again." }, context());
    expect(adviceAnalysisSchema.safeParse(better).success).toBe(true);
    expect(better.opening).toMatch(/glad you came back/);
    expect(worse.yourSide).toMatch(/didn't go the way you hoped/);
    expect(better.wentWell[0]).toBe("You followed through and actually tried it.");
    expect(better.script.startsWith("Jun, thank you for talking")).toBe(true);
    expect(worse.script.startsWith("Jun, I tried")).toBe(true);
    const zh = composeOfflineAnalysis(
      { ...MOMENTS["zh-CN"], followUp: "我们又吵架了，没用。" },
      context({ language: "zh-CN" }),
    );
    expect(zh.yourSide).toMatch(/没有照你希望的发展/);
  });

  it("streams as JSON that the AI SDK's structured output reads back whole", async () => {
    const expected = composeOfflineAnalysis(MOMENTS["zh-TW"], context({ language: "zh-TW" }));
    const result = streamText({
      model: createOfflineAnalyst(MOMENTS["zh-TW"], context({ language: "zh-TW" })),
      output: Output.object({ schema: adviceAnalysisSchema }),
      prompt: "ignored",
    });
    const partials: unknown[] = [];
    for await (const partial of result.partialOutputStream) partials.push(partial);
    expect(partials.length).toBeGreaterThan(20);
    expect(await result.output).toEqual(expected);
  });
});

describe("reading the moment", () => {
  it.each([
    ["I said sorry for snapping at her", "apology"],
    ["I told him he never helps", "blame"],
    ["I yelled at her", "blame"],
    ["I walked away and said nothing", "withdrew"],
    ["I made a joke about it", "joke"],
    ["I asked if we could talk tonight", "request"],
    ["I told her I felt lonely", "expressed"],
    ["I made dinner", "other"],
    ["我跟他道歉了", "apology"],
    ["我罵他都不做家事", "blame"],
    ["我直接走开，不理他", "withdrew"],
    ["我開玩笑帶過", "joke"],
    ["我希望他能早點回家", "request"],
    ["我告诉他我很难过", "expressed"],
  ])("reads the action %j as %s", (action, kind) => {
    expect(actionKind(action)).toBe(kind);
  });

  it.each([
    ["She got really angry", "angry"],
    ["He cried", "hurt"],
    ["He made excuses", "defensive"],
    ["She rolled her eyes", "dismissive"],
    ["He went quiet", "withdrew"],
    ["She hugged me", "positive"],
    ["He looked at his phone", "other"],
    ["他很生氣", "angry"],
    ["她哭了", "hurt"],
    ["他一直辩解", "defensive"],
    ["她翻白眼", "dismissive"],
    ["他沉默了", "withdrew"],
    ["她抱了我一下", "positive"],
  ])("reads the reaction %j as %s", (reaction, kind) => {
    expect(reactionKind(reaction)).toBe(kind);
  });

  it("reads no reaction as none, and a follow-up as better, worse or mixed", () => {
    expect(reactionKind(undefined)).toBeUndefined();
    expect(reactionKind("  ")).toBeUndefined();
    expect(outcomeOf("It went well, she listened")).toBe("better");
    expect(outcomeOf("It didn't work and we fought")).toBe("worse");
    expect(outcomeOf("It went better, but we still argued a bit")).toBe("mixed");
    expect(outcomeOf("We talked")).toBe("mixed");
    expect(outcomeOf("好多了，謝謝")).toBe("better");
    expect(outcomeOf("没用，又吵了")).toBe("worse");
  });
});

describe("an analysis's summary and follow-up", () => {
  const LANGUAGES = ["en", "zh-TW", "zh-CN"] as const;
  const GREETINGS = /\bHi\b|Hello|Hey|Good day|你好|您好|嗨|日安/;

  it.each(LANGUAGES)("opens with what happened and what to do next, never a greeting, in %s", (language) => {
    for (const { id } of PERSONAS) {
      const { opening } = composeOfflineAnalysis(MOMENTS[language], context({ persona: id, language }));
      expect(opening, id).not.toContain("Mei");
      expect(opening, id).not.toMatch(GREETINGS);
      // The summary names the partner and what the user did: it came out sharp, so say one need next time.
      expect(opening, id).toContain("Jun");
      expect(opening, id).toMatch(/sharper than you meant|比本意更重/);
    }
  });

  const FOLLOW_UPS = {
    en: { better: "We talked again and it went much better.", worse: "He forgot on Wednesday." },
    "zh-TW": { better: "我們又聊了一次，好多了。", worse: "他週三又忘了。" },
    "zh-CN": { better: "我们又聊了一次，好多了。", worse: "他周三又忘了。" },
  } as const;
  const WENT_WELL = { en: /paid off|went better/, "zh-TW": /真的有用|比較順利/, "zh-CN": /真的有用|比较顺利/ };

  it.each(LANGUAGES)("answers a follow-up that went badly unlike one that went well in %s", (language) => {
    const analyse = (followUp: string) =>
      composeOfflineAnalysis({ ...MOMENTS[language], followUp }, context({ language }));
    const better = analyse(FOLLOW_UPS[language].better);
    const worse = analyse(FOLLOW_UPS[language].worse);
    expect(textOf(better)).toMatch(WENT_WELL[language]);
    expect(textOf(worse)).not.toMatch(WENT_WELL[language]);
    for (const field of ["opening", "yourSide", "theirSide", "script"] as const)
      expect(worse[field], field).not.toBe(better[field]);
    expect(worse.opening).not.toContain("Mei");
  });

  it.each([
    ["He forgot on Wednesday", "worse"],
    ["It helped at first, but he forgot on Wednesday", "mixed"],
    ["Not better, honestly", "worse"],
    ["It didn't go well", "worse"],
    ["She cancelled again", "worse"],
    ["他週三又忘了", "worse"],
    ["还是一样，没有好转", "worse"],
    ["不太順利", "worse"],
    ["有用，好多了", "better"],
  ] as const)("reads the follow-up %j as %s", (followUp, outcome) => {
    expect(outcomeOf(followUp)).toBe(outcome);
  });

  it.each(LANGUAGES)("reads the relationship status in %s", (language) => {
    const DATE_NIGHT = {
      en: { situation: "We wanted a date night this weekend.", action: "I asked him to plan it." },
      "zh-TW": { situation: "這個週末我們想安排約會之夜。", action: "我請他來規劃。" },
      "zh-CN": { situation: "这个周末我们想安排约会之夜。", action: "我请他来计划。" },
    };
    const single = /where (we|you) stand|現在是什麼關係|现在是什么关系|認識你的這段時間|认识你的这段时间/;
    const couple = composeOfflineAnalysis(
      DATE_NIGHT[language],
      context({ language, profile: { ...profile, relationshipStatus: "Married" } }),
    );
    expect(textOf(couple)).not.toMatch(single);
    expect(textOf(couple)).toMatch(/make time for each other|為彼此留時間|为彼此留时间/);
  });
});
