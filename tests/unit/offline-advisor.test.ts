import { describe, expect, it } from "vitest";
import { generateText } from "ai";
import {
  type AdvisorContext,
  type AdvisorProfile,
  composeOfflineAnalysis,
  composeOfflineReply,
  detectThemes,
} from "@/lib/ai/offline";
import { createOfflineAdvisor } from "@/lib/ai/offline-model";
import { advisorProfile, systemPrompt } from "@/lib/ai/prompt";
import type { Language } from "@/db/schema";
import { PERSONAS } from "@/lib/personas/personas";

const LANGUAGES: Language[] = ["en", "zh-TW", "zh-CN"];
const CJK = /[\u3400-\u9fff]/;

const reply = (message: string, overrides: Partial<AdvisorContext> = {}) =>
  composeOfflineReply(message, { persona: "therapist", language: "en", mode: "balanced", profile: {}, ...overrides });

const stepsOf = (text: string) => text.split("\n").filter((line) => /^\d+\. /.test(line));
const paragraphs = (text: string) => text.split("\n\n");

const SAMPLES: Record<Language, string> = {
  en: "We had another big argument last night and he just stopped talking to me.",
  "zh-TW": "我們昨天又吵架了，他後來都不跟我說話。",
  "zh-CN": "我们昨天又吵架了，他后来都不跟我说话。",
};

describe("detectThemes", () => {
  it.each([
    ["We keep arguing about the smallest things", "conflict"],
    ["I think she is cheating on me and I can't trust her", "trust"],
    ["Long distance is killing me, we live in different countries", "distance"],
    ["My mother-in-law criticises everything we do", "family"],
    ["He spends too much money and we are in debt", "money"],
    ["We haven't had sex in months", "intimacy"],
    ["I think we should break up", "breakup"],
    ["I have a first date on Friday", "dating"],
    ["He never listens when I try to talk", "communication"],
  ])("reads %j as %s", (message, theme) => {
    expect(detectThemes(message)[0]).toBe(theme);
  });

  it.each([
    ["我們又吵架了，他還跟我冷戰", "conflict"],
    ["我懷疑他劈腿，已經不信任他了", "trust"],
    ["異地戀好辛苦，還有時差", "distance"],
    ["婆婆一直干涉我們的生活", "family"],
    ["他花錢太兇，存款都沒了", "money"],
    ["我想分手，但又放不下", "breakup"],
    ["下週有個約會，好緊張", "dating"],
  ])("reads traditional Chinese %j as %s", (message, theme) => {
    expect(detectThemes(message)[0]).toBe(theme);
  });

  it.each([
    ["我们又吵架了，他还跟我冷战", "conflict"],
    ["我怀疑他出轨，已经不信任他了", "trust"],
    ["异地恋好辛苦，还有时差", "distance"],
    ["我们的性生活越来越少，也很少拥抱", "intimacy"],
    ["他总是乱花钱，房租都付不起", "money"],
    ["他已读不回，我们根本没法沟通", "communication"],
  ])("reads simplified Chinese %j as %s", (message, theme) => {
    expect(detectThemes(message)[0]).toBe(theme);
  });

  it("lists several themes, the most mentioned first, and falls back to general", () => {
    expect(detectThemes("We fight about money: the budget, the debt, the loan")).toEqual(["money", "conflict"]);
    expect(detectThemes("Good morning!")).toEqual(["general"]);
    expect(detectThemes("今天天氣很好")).toEqual(["general"]);
  });
});

describe("safety-first replies", () => {
  const CRISES: [Language, string][] = [
    ["en", "My boyfriend hit me and I'm scared to go home"],
    ["zh-TW", "他昨天動手打我，我好害怕"],
    ["zh-CN", "我真的不想活了"],
  ];

  it.each(CRISES)(
    "in %s are the same for all twelve personas, and open with emergency guidance",
    (language, message) => {
      const replies = PERSONAS.map(({ id }) => reply(message, { language, persona: id }));
      expect(new Set(replies).size).toBe(1);
      expect(paragraphs(replies[0]!)[0]).toMatch(language === "en" ? /emergency number/ : /緊急電話|紧急电话/);
      expect(replies[0]).toMatch(language === "en" ? /help card above/ : /求助卡片/);
    },
  );

  it("give safety guidance instead of couple techniques or a persona's voice", () => {
    const text = reply("We were fighting and he started choking me", {
      persona: "bro",
      profile: { partnerNickname: "Sam", nickname: "Ari" },
    });
    expect(text).toMatch(/not your fault/);
    expect(text).toMatch(/don't try to confront/);
    expect(text).not.toMatch(/Pause, then come back|Game plan/);
    expect(text).toContain("Ari, thank you for telling me");
    expect(text.trim().endsWith("Are you somewhere safe right now?")).toBe(true);
  });

  it("ask directly about suicide, and send a minor to a trusted adult", () => {
    expect(reply("I want to end my life")).toMatch(/Are you thinking about ending your life/);
    const minor = reply("I'm 15 and my boyfriend is mean to me", { persona: "boss" });
    expect(minor).toMatch(/Hearth is made for adults/);
    expect(minor.trim().endsWith("Is there an adult you trust who you could talk to about this?")).toBe(true);
    expect(minor).not.toMatch(/emergency number/);
  });

  it("leave hard negatives to the persona's normal reply", () => {
    const text = reply("This job is killing me, we never see each other", { persona: "bro" });
    expect(text).toMatch(/Game plan|no fluff|got your back/);
    expect(text).not.toMatch(/help card/);
  });
});

describe("language", () => {
  const profile: AdvisorProfile = {
    userLoveLanguage: "Words of affirmation",
    partnerLoveLanguage: "Quality Time",
    partnerCommunicationStyle: "Conflict-avoidant",
    relationshipStatus: "Married",
    livingSituation: "Living together",
  };

  it("writes English replies without Chinese", () => {
    expect(reply(SAMPLES.en, { profile })).not.toMatch(CJK);
  });

  it.each(["zh-TW", "zh-CN"] as const)(
    "writes %s replies entirely in Chinese, even from English profile labels",
    (language) => {
      for (const mode of ["balanced", "fast"] as const) {
        const text = reply(SAMPLES[language], { language, mode, profile });
        expect(text).toMatch(CJK);
        expect(text).not.toMatch(/[A-Za-z]/);
      }
    },
  );

  it("uses traditional characters for zh-TW and simplified ones for zh-CN", () => {
    const tw = reply(SAMPLES["zh-TW"], { language: "zh-TW" });
    const cn = reply(SAMPLES["zh-CN"], { language: "zh-CN" });
    expect(tw).toMatch(/[這們說會]/);
    expect(tw).not.toMatch(/[这们说会]/);
    expect(cn).toMatch(/[这们说会]/);
    expect(cn).not.toMatch(/[這們說會]/);
  });
});

describe("profile", () => {
  it.each([
    ["en", "Alex", "Sam"],
    ["zh-TW", "小美", "阿傑"],
    ["zh-CN", "小雨", "阿杰"],
  ] as const)("greets the user and names the partner in %s", (language, nickname, partnerNickname) => {
    const text = reply(SAMPLES[language], { language, profile: { nickname, partnerNickname } });
    expect(paragraphs(text)[0]).toContain(nickname);
    expect(text).toContain(partnerNickname);
  });

  it.each([
    ["en", "quality time", "PHYSICAL TOUCH", ["Quality Time", "Physical Touch"]],
    ["zh-TW", "Quality Time", "Receiving Gifts", ["精心的時刻", "接受禮物"]],
    ["zh-CN", "Acts of Service", "words of affirmation", ["服务的行动", "肯定的言辞"]],
  ] as const)("ties a step to both love languages in %s", (language, partnerLoveLanguage, userLoveLanguage, names) => {
    for (const mode of ["balanced", "fast"] as const) {
      const steps = stepsOf(
        reply(SAMPLES[language], { language, mode, profile: { partnerLoveLanguage, userLoveLanguage } }),
      );
      const loveStep = steps.find((step) => names.every((name) => step.includes(name)));
      expect(loveStep).toBeDefined();
    }
  });

  it("leaves the love-language step out when none is given, or when there may be no partner", () => {
    expect(reply(SAMPLES.en)).not.toMatch(/love language/i);
    const profile = { partnerLoveLanguage: "Quality Time", livingSituation: "Living together" };
    const breakup = reply("She broke up with me yesterday", { profile });
    expect(stepsOf(breakup)[0]).toMatch(/Let yourself feel it/);
    expect(breakup).not.toMatch(/love language|Living together/i);
  });

  it("adapts to the partner's communication style when no love language is given", () => {
    const steps = stepsOf(
      reply(SAMPLES.en, { profile: { partnerNickname: "Sam", partnerCommunicationStyle: "Conflict-avoidant" } }),
    );
    expect(steps.some((step) => step.includes("Sam tends to pull back"))).toBe(true);
  });

  it("takes long distance, the goals and the duration into account", () => {
    const text = reply("We keep arguing lately", {
      profile: {
        livingSituation: "Long distance",
        relationshipGoals: "Move in together next year",
        relationshipDuration: "2 years",
      },
    });
    expect(text).toMatch(/video call/);
    expect(text).toContain("“Move in together next year”");
    expect(text).toContain("together for 2 years");
    const zh = reply("最近一直吵架", { language: "zh-TW", profile: { relationshipDuration: "2 years" } });
    expect(zh).toContain("在一起2年");
  });

  it("never prints missing values or markup from the profile", () => {
    const empty: AdvisorProfile = {
      nickname: null,
      partnerNickname: "",
      relationshipGoals: "  ",
      userLoveLanguage: "null",
    };
    for (const language of LANGUAGES)
      for (const mode of ["balanced", "fast"] as const)
        for (const message of [SAMPLES[language], "How do I plan a date?", "", "I want to die"]) {
          const text = reply(message, { language, mode, profile: empty });
          expect(text).not.toMatch(/undefined|null|“”|「」|\s,|^,/);
        }
    expect(reply("hi", { profile: { nickname: "<b>Al</b>" } })).not.toMatch(/[<>]/);
  });
});

describe("the profile's own words", () => {
  type Field = keyof AdvisorProfile;
  /** Per field: what the user typed in the list's "other" box, and the list item's sentence it must not turn into. */
  const OWN: Record<Language, [Field, string, RegExp][]> = {
    en: [
      ["relationshipStatus", "Engaged to be engaged", /With marriage ahead|While you're dating/],
      ["relationshipDuration", "Since college", /together for since/i],
      ["livingSituation", "Half the week together", /Living together means/],
      ["conflictFrequency", "Only when we travel", /arguments come up often|you rarely argue/],
      ["userCommunicationStyle", "I write letters", /Since you're direct|Since you tend/],
      ["partnerCommunicationStyle", "Sings instead of talking", /Sam tends to/],
      ["userLoveLanguage", "Cooking together", /Your love language is \*\*/],
      ["partnerLoveLanguage", "Long walks with the dog", /Sam's love language is \*\*/],
    ],
    "zh-TW": [
      ["relationshipStatus", "還在曖昧中", /就要走進婚姻|交往的這段時間/],
      ["relationshipDuration", "從大學開始", /在一起從大學開始/],
      ["livingSituation", "一半時間住在一起", /住在一起，吵架時/],
      ["conflictFrequency", "只有出國旅行時", /常常起爭執|很少吵架/],
      ["userCommunicationStyle", "我習慣寫信", /你說話比較|你比較/],
      ["partnerCommunicationStyle", "用唱歌代替說話", /阿傑說話比較|阿傑比較/],
      ["userLoveLanguage", "一起煮飯", /你的愛之語是/],
      ["partnerLoveLanguage", "陪狗散步", /阿傑的愛之語是/],
    ],
    "zh-CN": [
      ["relationshipStatus", "还在暧昧中", /就要步入婚姻|就要走进婚姻|交往的这段时间|恋爱/],
      ["relationshipDuration", "从大学开始", /在一起从大学开始/],
      ["livingSituation", "一半时间住在一起", /住在一起，吵架时/],
      ["conflictFrequency", "只有出国旅行时", /经常起争执|常常吵架|很少吵架/],
      ["userCommunicationStyle", "我习惯写信", /你说话比较|你比较/],
      ["partnerCommunicationStyle", "用唱歌代替说话", /阿杰说话比较|阿杰比较/],
      ["userLoveLanguage", "一起做饭", /你的爱的语言是/],
      ["partnerLoveLanguage", "陪狗散步", /阿杰的爱的语言是/],
    ],
  };
  const QUOTE: Record<Language, (text: string) => string> = {
    en: (text) => `“${text}”`,
    "zh-TW": (text) => `「${text}」`,
    "zh-CN": (text) => `“${text}”`,
  };
  const PARTNER: Record<Language, string> = { en: "Sam", "zh-TW": "阿傑", "zh-CN": "阿杰" };

  for (const language of LANGUAGES)
    it.each(OWN[language])(
      `quotes a custom %s in ${language} instead of reading it as a list item`,
      (field, own, listSentence) => {
        const text = reply(SAMPLES[language], {
          language,
          profile: { partnerNickname: PARTNER[language], [field]: own },
        });
        expect(text).toContain(QUOTE[language](own));
        expect(text).not.toMatch(listSentence);
      },
    );

  it("quotes English own words in a Chinese reply as they were written", () => {
    const text = reply(SAMPLES["zh-TW"], { language: "zh-TW", profile: { livingSituation: "Half the week together" } });
    expect(text).toContain("你說你們的居住狀況是「Half the week together」");
    expect(text).not.toMatch(/住在一起，吵架時/);
  });

  it("reads every list item of both wizards, in any letter case, as what it means", () => {
    const en = (profile: AdvisorProfile) => reply(SAMPLES.en, { profile: { partnerNickname: "Sam", ...profile } });
    expect(en({ livingSituation: "Cohabiting" })).toMatch(/Living together means/);
    expect(en({ livingSituation: "living separately" })).toMatch(/Since you don't live together/);
    expect(en({ livingSituation: "Separate (Same City)" })).toMatch(/Since you don't live together/);
    expect(en({ conflictFrequency: "Rarely / Almost never" })).toMatch(/you rarely argue/);
    expect(en({ conflictFrequency: "Multiple times a day" })).toMatch(/arguments come up often/);
    expect(en({ relationshipStatus: "Divorced" })).toMatch(/Since you're separated/);
    expect(en({ relationshipDuration: "5-10 years" })).toContain("together for 5 to 10 years");
    expect(en({ partnerCommunicationStyle: "Quiet and reserved" })).toMatch(/Sam tends to be gentle/);
    expect(en({ partnerLoveLanguage: "Unsure / Don't know" })).not.toMatch(/love language|Unsure/);
    const tw = reply(SAMPLES["zh-TW"], { language: "zh-TW", profile: { relationshipDuration: "More than 10 years" } });
    expect(tw).toContain("在一起超過10年");
    expect(tw).not.toMatch(/[A-Za-z]/);
  });
});

describe("personas", () => {
  it.each(LANGUAGES)("change the opening and keep the same steps in %s", (language) => {
    const replies = PERSONAS.map(({ id }) =>
      reply(SAMPLES[language], { language, persona: id, profile: { partnerNickname: "Sam" } }),
    );
    expect(new Set(replies.map((text) => paragraphs(text)[0])).size).toBe(PERSONAS.length);
    const steps = replies.map((text) => stepsOf(text).join("\n"));
    expect(steps[0]).toMatch(/^1\. /);
    expect(new Set(steps).size).toBe(1);
  });

  it("carries each persona's tone", () => {
    const analyst = reply(SAMPLES.en, { persona: "analyst" });
    expect(analyst).toContain("4 steps, in order of priority:");
    expect(reply(SAMPLES.en, { persona: "boss" })).toContain("Do these, in this order:");
    expect(reply(SAMPLES.en, { persona: "butler" })).toContain("May I respectfully suggest the following:");
  });
});

describe("shape", () => {
  it.each(LANGUAGES)("gives fewer steps and fewer words in fast mode (%s)", (language) => {
    const balanced = reply(SAMPLES[language], { language, profile: { relationshipStatus: "Dating" } });
    const fast = reply(SAMPLES[language], { language, mode: "fast", profile: { relationshipStatus: "Dating" } });
    expect(stepsOf(fast)).toHaveLength(2);
    expect(stepsOf(balanced).length).toBeGreaterThanOrEqual(3);
    expect(stepsOf(balanced).length).toBeLessThanOrEqual(4);
    expect(fast.length).toBeLessThan(balanced.length * 0.7);
  });

  it("gives concrete conflict steps and ends with a question", () => {
    const text = reply(SAMPLES.en);
    expect(text).toMatch(/Pause, then come back/);
    expect(text).toMatch(/I feel… when… because…/);
    for (const language of LANGUAGES) expect(reply(SAMPLES[language], { language }).trim()).toMatch(/[?？]$/);
  });

  it("folds in one step for a second theme", () => {
    const steps = stepsOf(reply("We keep fighting about money and debt, and arguing about the budget"));
    expect(steps.some((step) => step.includes("Pause, then come back"))).toBe(true);
    expect(steps.some((step) => step.includes("Have the money talk on purpose"))).toBe(true);
  });

  it("is deterministic yet varies its wording between messages", () => {
    const context = { persona: "sage", language: "zh-CN", mode: "balanced", profile: { nickname: "小雨" } } as const;
    expect(composeOfflineReply(SAMPLES["zh-CN"], context)).toBe(composeOfflineReply(SAMPLES["zh-CN"], context));
    const messages = [
      "We argued again",
      "Another fight today",
      "We had a row and a fight",
      "Why do we always argue?",
      "He yelled at me",
    ];
    const openings = new Set(messages.map((message) => paragraphs(reply(message))[0]));
    expect(openings.size).toBeGreaterThan(1);
  });

  it("keeps Markdown simple", () => {
    for (const language of LANGUAGES) expect(reply(SAMPLES[language], { language })).not.toMatch(/<[a-z/]/i);
  });
});

describe("a conversation", () => {
  const GREETINGS: Record<Language, string> = { en: "Hi, Maya.", "zh-TW": "Maya，你好。", "zh-CN": "Maya，你好。" };
  /** Two different questions that, asked each as a conversation's first, get the very same reply. */
  const ALIKE: Record<Language, [string, string]> = {
    en: ["What should I do?", "Where do I start?"],
    "zh-TW": ["我該怎麼辦？", "你覺得呢？"],
    "zh-CN": ["我该怎么办？", "你觉得呢？"],
  };
  const context = (language: Language): AdvisorContext => ({
    persona: "therapist",
    language,
    mode: "balanced",
    profile: { nickname: "Maya" },
  });

  it.each(LANGUAGES)("is greeted once, in its first reply, in %s", (language) => {
    const first = composeOfflineReply(SAMPLES[language], context(language));
    expect(paragraphs(first)[0]).toContain(GREETINGS[language]);
    const second = composeOfflineReply(ALIKE[language][0], context(language), {
      previous: [SAMPLES[language]],
      replies: [first],
    });
    expect(second).not.toContain("Maya");
    for (const { id } of PERSONAS) {
      const reply = composeOfflineReply(
        ALIKE[language][1],
        { ...context(language), persona: id },
        { replies: [first] },
      );
      expect(reply, id).not.toContain("Maya");
    }
  });

  it.each(LANGUAGES)("never gets the same text for two different questions in %s", (language) => {
    const [one, other] = ALIKE[language];
    expect(composeOfflineReply(one, context(language))).toBe(composeOfflineReply(other, context(language)));

    const replies: string[] = [];
    const previous: string[] = [];
    // Five turns on one theme: every reply unlike the ones before it.
    for (const message of [...ALIKE[language], `${one} `, `${other} `, `${one}!`]) {
      const reply = composeOfflineReply(message, context(language), { previous, replies });
      for (const earlier of replies) expect(reply).not.toBe(earlier);
      replies.push(reply);
      previous.push(message);
    }

    // The fast mode gives two of a theme's four steps: asked again, the other two.
    const fast = { ...context(language), mode: "fast" } as const;
    const first = composeOfflineReply(one, fast);
    const again = composeOfflineReply(other, fast, { previous: [one], replies: [first] });
    expect(stepsOf(again).map((step) => step.slice(3))).not.toContain(stepsOf(first)[0]!.slice(3));
  });

  it.each(LANGUAGES)("sees its earlier replies in the model's prompt in %s", async (language) => {
    const model = createOfflineAdvisor(context(language));
    const [one, other] = ALIKE[language];
    const first = await generateText({ model, prompt: one });
    expect(first.text).toContain(GREETINGS[language]);
    const second = await generateText({
      model,
      messages: [
        { role: "user", content: one },
        { role: "assistant", content: first.text },
        { role: "user", content: other },
      ],
    });
    expect(second.text).not.toContain("Maya");
    expect(second.text).not.toBe(first.text);
  });
});

describe("the relationship status", () => {
  const DATE_NIGHT: Record<Language, string> = {
    en: "Any ideas for a date night this weekend?",
    "zh-TW": "這個週末想安排一個約會之夜，有什麼點子嗎？",
    "zh-CN": "这个周末想安排一个约会之夜，有什么点子吗？",
  };
  const FIRST_DATE: Record<Language, string> = {
    en: "I have a first date on Friday and I'm nervous.",
    "zh-TW": "我週五有第一次約會，好緊張。",
    "zh-CN": "我周五有第一次约会，好紧张。",
  };
  /** What the advisor says only to someone looking for a partner. */
  const SINGLE: Record<Language, RegExp> = {
    en: /next relationship|Keep early dates simple|Know what you're looking for/,
    "zh-TW": /下一段感情|初期約會簡單就好|先想清楚自己在找什麼/,
    "zh-CN": /下一段感情|初期约会简单就好|先想清楚自己在找什么/,
  };
  const inRelationship = { relationshipStatus: "In a relationship", relationshipDuration: "2-4 years" };

  it.each(LANGUAGES)("answers a couple's date night as a couple's, not as a single's, in %s", (language) => {
    for (const mode of ["balanced", "fast"] as const) {
      const text = reply(DATE_NIGHT[language], { language, mode, profile: inRelationship });
      expect(text).not.toMatch(SINGLE[language]);
      expect(stepsOf(text)[0]).toMatch(/calendar|行事曆|日程/);
    }
    const firstDate = reply(FIRST_DATE[language], { language, profile: inRelationship });
    expect(firstDate).not.toMatch(SINGLE[language]);
  });

  it.each(LANGUAGES)("keeps dating advice for someone single in %s", (language) => {
    const text = reply(FIRST_DATE[language], { language, profile: { relationshipStatus: "Single" } });
    expect(text).toMatch(SINGLE[language]);
  });
});

describe("a guest", () => {
  type ProfileOwner = Parameters<typeof advisorProfile>[0];
  const guest = advisorProfile({ isGuest: true, nickname: "Guest" } as ProfileOwner);

  it.each(LANGUAGES)("is never called Guest in %s", (language) => {
    for (const message of [SAMPLES[language], "I want to die", "Hi"]) {
      expect(reply(message, { language, profile: guest })).not.toMatch(/guest/i);
    }
    const analysis = composeOfflineAnalysis(
      { situation: SAMPLES[language], action: SAMPLES[language], followUp: "It went better." },
      { persona: "therapist", language, mode: "balanced", profile: guest },
    );
    expect(JSON.stringify(analysis)).not.toMatch(/guest/i);
    expect(systemPrompt({ persona: "therapist", profile: guest, language, mode: "balanced" })).not.toMatch(
      /name: Guest/,
    );
  });

  it("is called by the name they gave", () => {
    const named = advisorProfile({ isGuest: true, nickname: "Maya" } as ProfileOwner);
    expect(paragraphs(reply(SAMPLES.en, { profile: named }))[0]).toContain("Maya");
  });
});
