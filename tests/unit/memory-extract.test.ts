import { describe, expect, it } from "vitest";
import { extractFacts, type LearnedFact } from "@/lib/memory/extract";
import { MEMORY_TEXT_MAX } from "@/lib/memory/kinds";

const person = (text: string, topic = "name:partner"): LearnedFact => ({ kind: "person", text, topic });
const date = (text: string, topic: string): LearnedFact => ({ kind: "date", text, topic });
const topic = (text: string, key: string): LearnedFact => ({ kind: "topic", text, topic: `topic:${key}` });
const helped = (text: string, key: string): LearnedFact => ({ kind: "helped", text, topic: `helped:${key}` });
const didnt = (text: string, key: string): LearnedFact => ({ kind: "didnt_help", text, topic: `didnt:${key}` });

describe("the spec's example, in three languages", () => {
  it("learns the partner's name and the anniversary (English)", () => {
    expect(extractFacts("My partner's name is Jordan and our anniversary is March 3")).toEqual([
      person("Partner's name: Jordan"),
      date("Anniversary: March 3", "date:anniversary"),
    ]);
  });

  it("learns them in Traditional Chinese, answering in Traditional", () => {
    expect(extractFacts("我伴侶叫Jordan，我們的紀念日是3月3日")).toEqual([
      person("伴侶的名字：Jordan"),
      date("紀念日：3月3日", "date:anniversary"),
    ]);
  });

  it("learns them in Simplified Chinese, answering in Simplified", () => {
    expect(extractFacts("我伴侣叫Jordan，我们的纪念日是3月3日")).toEqual([
      person("伴侣的名字：Jordan"),
      date("纪念日：3月3日", "date:anniversary"),
    ]);
  });
});

describe("names", () => {
  it.each<[string, LearnedFact[]]>([
    ["my boyfriend's called Sam", [person("Partner's name: Sam")]],
    ["My wife Maria keeps saying I never listen", [person("Partner's name: Maria")]],
    ["I'm dating someone named Alex.", [person("Partner's name: Alex")]],
    ["My husband John Smith and I fought again", [person("Partner's name: John Smith")]],
    ["my bf's name is sam lol", [person("Partner's name: Sam")]],
    ["hubby's name is dave", [person("Partner's name: Dave")]],
    ["my gf name is jess", [person("Partner's name: Jess")]],
    ["im seeing a guy called marco", [person("Partner's name: Marco")]],
    ["their name's Robin, they use they/them", [person("Partner's name: Robin")]],
    ["He goes by JJ", [person("Partner's name: JJ")]],
    ["my fiancée Chloé is stressed about the wedding", [person("Partner's name: Chloé")]],
    ["my ex-boyfriend's name is Tyler", [person("Ex's name: Tyler", "name:ex")]],
    ["his mom's name is Carol", [person("Partner's mother's name: Carol", "name:mother-in-law")]],
    ["my best friend Priya said I should talk to him", [person("Best friend's name: Priya", "name:best-friend")]],
    ["my bf is called 阿明 and he's great", [person("Partner's name: 阿明")]],
    ["他叫阿明", [person("伴侶的名字：阿明")]],
    ["我男朋友叫小杰", [person("伴侶的名字：小杰")]],
    ["我女朋友的名字是小美", [person("伴侶的名字：小美")]],
    ["我老公叫阿強，我們結婚五年了", [person("伴侶的名字：阿強")]],
    ["我bf叫Sam", [person("伴侶的名字：Sam")]],
    ["我前男友叫阿豪", [person("前任的名字：阿豪", "name:ex")]],
    ["我媽叫美玲", [person("媽媽的名字：美玲", "name:mother")]],
    ["我跟一个叫Kevin的人在交往", [person("伴侣的名字：Kevin")]],
  ])("%s", (message, facts) => {
    expect(extractFacts(message)).toEqual(facts);
  });

  it("learns no partner's name when the profile already holds one, but still the rest", () => {
    const message = "My partner's name is Jordan and our anniversary is March 3";
    expect(extractFacts(message, { partnerNickname: "Jo" })).toEqual([
      date("Anniversary: March 3", "date:anniversary"),
    ]);
    expect(extractFacts(message, { partnerNickname: null })).toHaveLength(2);
  });
});

describe("dates", () => {
  it.each<[string, LearnedFact[]]>([
    ["we got married on 12 June", [date("Wedding anniversary: 12 June", "date:wedding")]],
    ["her birthday is May 5th", [date("Partner's birthday: May 5th", "date:birthday:partner")]],
    ["our anniversary is march 3rd!!", [date("Anniversary: march 3rd", "date:anniversary")]],
    ["my bday is dec 12", [date("My birthday: dec 12", "date:birthday:self")]],
    ["我們的紀念日是3月3日", [date("紀念日：3月3日", "date:anniversary")]],
    ["我们的结婚纪念日是六月十二号", [date("结婚纪念日：六月十二号", "date:wedding")]],
    ["他的生日是5月5日", [date("伴侶的生日：5月5日", "date:birthday:partner")]],
  ])("%s", (message, facts) => {
    expect(extractFacts(message)).toEqual(facts);
  });
});

describe("recurring topics", () => {
  it.each<[string, LearnedFact[]]>([
    [
      "it always starts when he checks his phone at dinner",
      [topic("Keeps coming up: he checks his phone at dinner", "he-checks-his-phone")],
    ],
    ["every time we fight it's about his mother", [topic("Keeps coming up: his mother", "his-mother")]],
    ["we always fight about money and it's exhausting", [topic("Keeps coming up: money", "money")]],
    ["我們每次吵架都是因為家務", [topic("反覆出現：家務", "家务")]],
    ["每次都是从钱开始吵", [topic("反复出现：钱", "钱")]],
    ["我們總是為了錢吵架", [topic("反覆出現：錢", "钱")]],
  ])("%s", (message, facts) => {
    expect(extractFacts(message)).toEqual(facts);
  });

  it("gives a fact learned again, in other words or the other script, the same key", () => {
    const key = (message: string) => extractFacts(message).map((fact) => fact.topic);
    expect(key("we always fight about his mother")).toEqual(key("Every time we fight, it's about his mother."));
    expect(key("我們每次吵架都是因為家務")).toEqual(key("我们每次吵架都是因为家务"));
  });
});

describe("what helped and what did not", () => {
  it.each<[string, LearnedFact[]]>([
    [
      "what helped was taking a walk before talking",
      [helped("What helped: taking a walk before talking", "taking-walk-before-talking")],
    ],
    ["taking a walk helped", [helped("What helped: taking a walk", "taking-walk")]],
    ["有用的是先冷靜一下", [helped("有幫助的：先冷靜一下", "先冷静一下")]],
    ["有帮助的是先散步", [helped("有帮助的：先散步", "先散步")]],
    ["先散步很有用", [helped("有幫助的：先散步", "先散步")]],
    [
      "what didn't help was texting him all night",
      [didnt("What didn't help: texting him all night", "texting-him-all-night")],
    ],
    ["yelling made it worse", [didnt("What didn't help: yelling", "yelling")]],
    ["沒用的是一直傳訊息給他", [didnt("沒幫助的：一直傳訊息給他", "一直传讯息给")]],
    ["先冷静没有用", [didnt("没帮助的：先冷静", "先冷静")]],
  ])("%s", (message, facts) => {
    expect(extractFacts(message)).toEqual(facts);
  });
});

describe("nothing to learn", () => {
  it.each([
    "what's his name?",
    "Whats her name",
    "他叫什麼？",
    "I don't know her name",
    "I forgot our anniversary",
    "I forgot our anniversary is March 3",
    "if his name were Sam it would be easier",
    "I think his name is Sam",
    "my partner is angry",
    "my partner is tired",
    "my bf sam is annoying",
    "My boyfriend called me yesterday",
    "我老公叫我閉嘴",
    "她叫外賣",
    "我不知道他叫什麼",
    "如果他叫阿明就好了",
    "我忘了我們的紀念日是幾號",
    "我伴侶很累",
    "nothing helped",
    "Is it normal that every time we fight it's about his mother?",
    "We had a long talk last night and I still feel like he doesn't get it, I want to try again tomorrow.",
    "昨天我們聊了很久，可是我還是覺得他不懂我，明天想再試一次。",
  ])("%s", (message) => {
    expect(extractFacts(message)).toEqual([]);
  });

  it("learns nothing from a run-on sentence longer than an item may hold", () => {
    const rant = `${"and then he said it again and I said nothing ".repeat(8)}and my partner's name is Jordan`;
    expect(rant.length).toBeGreaterThan(MEMORY_TEXT_MAX);
    expect(extractFacts(rant)).toEqual([]);
    expect(extractFacts(`${rant}. His name is Jordan.`)).toEqual([person("Partner's name: Jordan")]);
  });
});

it("keeps one fact per topic, the first said", () => {
  const facts = extractFacts("My partner's name is Jordan. His name is Jordan, my wife Maria... no, Jordan!");
  expect(facts).toEqual([person("Partner's name: Jordan")]);
});

it("learns a short phrase, not a paragraph", () => {
  expect(extractFacts("what helped was taking a long walk by the river after dinner")).toHaveLength(1);
  expect(extractFacts(`what helped was ${"taking a long walk by the river ".repeat(3)}`)).toEqual([]);
  expect(extractFacts(`有用的是${"先一起去河邊散步".repeat(4)}`)).toEqual([]);
});
