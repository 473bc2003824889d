import { describe, expect, it } from "vitest";
import { detectMarkers } from "@/lib/coach/detect";
import { rangeOf } from "@/lib/coach/range";
import { WORDING } from "@/lib/coach/wording";

const kinds = (draft: string, locale: "en" | "zh-TW" | "zh-CN" = "en") =>
  detectMarkers(draft, locale).map((m) => [m.kind, m.quote]);

describe("the coach's marker detector", () => {
  it.each([
    ["en", "ok 😤😤 you never listen!! call the landlord", "you never listen"],
    ["en", "👩‍👩‍👧 family night? 🙄 whatever. u pick", "whatever"],
    ["zh-TW", "😡 𠮷野家又沒位子，你從來不聽我說話", "你從來不聽"],
    ["zh-CN", "哈哈 🥲 算了吧，你总是这样", "你总是这样"],
    ["zh-TW", "ＯＫ啦，妳真的很不體貼欸", "妳真的很不體貼"],
  ] as const)("points its ranges at the quoted words as written (%s: %s)", (locale, draft, quote) => {
    const markers = detectMarkers(draft, locale);
    const marker = markers.find((m) => m.quote.includes(quote) || quote.includes(m.quote));
    expect(marker, JSON.stringify(markers)).toBeDefined();
    expect(draft.slice(marker!.start, marker!.end)).toBe(marker!.quote);
    const labelled = rangeOf(draft, quote)!;
    expect(marker!.start < labelled.end && marker!.end > labelled.start).toBe(true);
    for (const m of markers) expect(draft.slice(m.start, m.end)).toBe(m.quote);
  });

  it("counts a surrogate pair as two code units, as JavaScript strings do", () => {
    const draft = "🙄🙄 you're so selfish";
    const [marker] = detectMarkers(draft, "en");
    expect(marker).toMatchObject({ kind: "criticism", start: 5, end: 22 });
    expect(draft.slice(5, 22)).toBe("you're so selfish");
    const chinese = "𠮷𠮷，你就是自私";
    const [zh] = detectMarkers(chinese, "zh-CN");
    expect(zh).toMatchObject({ kind: "criticism", quote: "你就是自私", start: 5, end: 10 });
  });

  it("gives an overlap to the kind first in the precedence order", () => {
    // "you're such an idiot" is an insult (contempt) and a trait (criticism): contempt comes first.
    expect(kinds("You're such an idiot.")).toEqual([["contempt", "You're such an idiot"]]);
    // "you're always so selfish" is an absolute and a criticism: absolute comes first.
    expect(kinds("You're always so selfish")[0]?.[0]).toBe("absolute");
    // 讓我覺得噁心: contempt (disgust) over blame (making the partner responsible for a feeling).
    expect(kinds("你讓我覺得噁心", "zh-TW")).toEqual([["contempt", "讓我覺得噁心"]]);
    // 别怪我不客气 is a threat, 别怪我 alone defensiveness.
    expect(kinds("你再这样，别怪我不客气", "zh-CN")).toEqual([["threat", "别怪我不客气"]]);
    expect(kinds("别怪我，我早就说过了", "zh-CN")).toEqual([["defensiveness", "别怪我"]]);
    // An earlier, longer match of a later kind gives way: 你每次都随便 (absolute) holds 随便啦 (stonewalling).
    expect(kinds("你每次都随便啦", "zh-CN")).toEqual([["stonewalling", "随便啦"]]);
    expect(kinds("你總是害我遲到", "zh-TW")).toEqual([["blame", "害我遲到"]]);
  });

  it.each([
    ["en", "I felt hurt when you left early; can we talk tonight?"],
    ["en", "I never meant to hurt you. Can we start over?"],
    ["en", 'My sister said "you never listen to anyone" and I told her she was wrong.'],
    ["en", "Every time I see that photo of us I smile. You always make me laugh."],
    ["en", "thank u for cooking, you made me dinner and it was perfect ❤️"],
    ["zh-TW", "我今晚想自己安靜一下，不是因為你喔。明天再聊好嗎？"],
    ["zh-TW", "我從來不太會說這些，但我真的很愛你。"],
    ["zh-CN", "我闺蜜说“你总是把自己放最后”，我觉得她说得对。"],
    ["zh-CN", "你永远是我最重要的人，周末一起吃饭吧？"],
    ["zh-CN", "你总是这么体贴，谢谢你"],
    ["zh-TW", "你每次都會記得我的生日，好感動 🥹"],
    ["en", "You are on my mind all the time ❤️"],
    ["en", "It's not your fault the flight got cancelled. Let's find another one."],
    ["en", "Don't forget it's your mom's birthday; could you drop it off at her place?"],
    ["en", "I'll eat whatever, you choose. We should go away for a weekend soon."],
    ["en", "You never complain when I work late. Dinner at 7 as usual?"],
    ["zh-TW", "不是你的錯，我從來沒有怪過你。難怪你這麼累。"],
    ["zh-TW", "這家的鬆餅很好吃，妳下次去試試看！那就這樣吧，週六見 😊"],
    ["zh-CN", "吃啥都行，我无所谓的，你定吧。你从来没让我失望过。"],
    ["zh-CN", "我动不动就想哭，最近压力太大了。笑死我了，你发的视频哈哈"],
  ] as const)("leaves a kind draft alone (%s: %s)", (locale, draft) => {
    expect(detectMarkers(draft, locale)).toEqual([]);
  });

  it("reads a scare quote as the writer's irony, a longer quote as someone else's words", () => {
    expect(kinds("Thanks for the 'help' with the move. Carry the boxes tomorrow.")).toEqual([
      ["sarcasm", "Thanks for the 'help'"],
    ]);
    expect(kinds("谢谢你那么“帮忙”啊，明天帮我搬箱子。", "zh-CN")).toEqual([["sarcasm", "谢谢你那么“帮忙”啊"]]);
    expect(kinds('He said "you never listen to anyone" and I laughed.')).toEqual([]);
  });

  it("still marks an absolute beside love when the sentence turns, and a never", () => {
    expect(kinds("I love you but you always do this")).toEqual([["absolute", "you always do"]]);
    expect(kinds("You never make me happy")).toEqual([["absolute", "You never make"]]);
    expect(kinds("My whole day is ruined thanks to you.")).toEqual([["blame", "thanks to you"]]);
  });

  it.each([
    ["en", "keep ignoring my texts and see what happens", "threat"],
    ["en", "Use your brain, the bins go out Tuesday.", "contempt"],
    ["en", "Mother of the year, forgetting the pickup.", "sarcasm"],
    ["en", "I'm not having this conversation again.", "stonewalling"],
    ["en", "Don't turn this around on me.", "defensiveness"],
    ["en", "You've got me so stressed I can't sleep.", "blame"],
    ["en", "You interrupt me constantly.", "absolute"],
    ["en", "You have zero consideration for anyone else.", "criticism"],
    ["zh-TW", "下次再讓我等，看我怎麼收拾你。", "threat"],
    ["zh-TW", "好啦，你說的都對。", "sarcasm"],
    ["zh-TW", "我不想再討論這件事了。", "stonewalling"],
    ["zh-TW", "我哪有兇你，是你自己聽錯了。", "defensiveness"],
    ["zh-CN", "你脑子是不是被门夹了？", "contempt"],
    ["zh-CN", "你看看你干的好事。", "blame"],
    ["zh-CN", "你就知道刷手机。", "absolute"],
    ["zh-CN", "你咋这么抠呢。", "criticism"],
  ] as const)("reads a kind's wording family, not only its listed phrases (%s: %s)", (locale, draft, kind) => {
    expect(detectMarkers(draft, locale).map((m) => m.kind)).toContain(kind);
  });

  it("adds what the learned model reads in a clause no rule matched, and only there", () => {
    const draft = "你是我见过最小气的人";
    expect(detectMarkers(draft, "zh-CN", null)).toEqual([]);
    expect(kinds(draft, "zh-CN")).toEqual([["criticism", draft]]);
    // Praise is praise: the same words about a good trait mark nothing.
    expect(kinds("真的谢谢你，你是我见过最贴心的人", "zh-CN")).toEqual([]);
    // Inside quotation marks the words are someone else's, for the model as for the rules.
    expect(kinds("我妈说“你是我见过最小气的人”，我不这么觉得", "zh-CN")).toEqual([]);
    // A clause a rule already marked keeps the rule's narrower span.
    expect(kinds("you're the most stubborn person I've ever met")).toEqual([
      ["criticism", "you're the most stubborn person"],
    ]);
  });

  it("says why in the person's language", () => {
    const [en] = detectMarkers("Whatever.", "en");
    const [tw] = detectMarkers("隨便你啦", "zh-TW");
    const [cn] = detectMarkers("随便你吧", "zh-CN");
    expect(en!.why).toBe(WORDING.en.why.stonewalling);
    expect(tw!.why).toBe(WORDING["zh-TW"].why.stonewalling);
    expect(cn!.why).toBe(WORDING["zh-CN"].why.stonewalling);
    expect(tw!.why).not.toBe(cn!.why);
  });
});
