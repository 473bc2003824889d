import { describe, expect, it } from "vitest";
import {
  EVALUATION_LANGUAGES,
  HELD_OUT,
  KINDS,
  SAFETY_CATEGORIES,
  precision,
  recall,
  score,
  scoreAll,
  trainingSet,
  type LabelledMessage,
} from "@/bench/safety-metrics";
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkFrom, unionOf } from "@/lib/safety/categories";
import { checkRules, checkSafety } from "@/lib/safety/check";
import { CONTEXT_PAIR } from "../helpers/safety";

const categories = (text: string, previous?: string[]) => checkSafety(text, previous).matches.map((m) => m.category);
const training = trainingSet();
const blind = HELD_OUT.blind();
/** The texts of the first labelled set, which the rules were tuned on by hand. */
function tuningSet(language: string): string[] {
  const file = path.join(import.meta.dirname, "../fixtures/safety", `${language}.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { text: string }[]).map((m) => m.text);
}
const hardNegative = (m: LabelledMessage) => m.kind !== "positive" && m.kind !== "benign";

function shapeOf(set: LabelledMessage[]) {
  for (const message of set) {
    expect(KINDS).toContain(message.kind);
    expect(message.labels.length > 0).toBe(message.kind === "positive");
    for (const label of message.labels) expect(SAFETY_CATEGORIES).toContain(label);
  }
  for (const category of SAFETY_CATEGORIES) {
    for (const language of EVALUATION_LANGUAGES) {
      expect(
        set.some((m) => m.language === language && m.labels.includes(category)),
        `${category} ${language}`,
      ).toBe(true);
    }
  }
}

describe("the safety corpus and its held-out set", () => {
  it("trains on at least 3,000 labelled messages in three languages, with hard negatives of every kind", () => {
    expect(training.length).toBeGreaterThanOrEqual(3000);
    expect(training.filter(hardNegative).length).toBeGreaterThanOrEqual(1000);
    for (const kind of KINDS) expect(training.filter((m) => m.kind === kind).length, kind).toBeGreaterThanOrEqual(200);
    for (const language of EVALUATION_LANGUAGES) {
      expect(training.filter((m) => m.language === language).length).toBeGreaterThanOrEqual(900);
    }
    shapeOf(training);
  });

  it("holds out at least 300 messages written apart, a third hard negatives, every category in every language", () => {
    expect(blind.length).toBeGreaterThanOrEqual(300);
    expect(blind.filter(hardNegative).length / blind.length).toBeGreaterThanOrEqual(1 / 3);
    shapeOf(blind);
    const trained = new Set(training.map((m) => m.text));
    expect(blind.filter((m) => trained.has(m.text))).toEqual([]);
  });
});

describe("the safety check on its training corpus", () => {
  const first = new Set(["en", "zh-TW", "zh-CN"].flatMap((language) => tuningSet(language)));
  const tuned = scoreAll(training.filter((m) => first.has(m.text)));
  const scored = scoreAll(training);
  it.each([
    ["self_harm", 0.97, 0.9],
    ["immediate_danger", 0.97, 0.98],
    ["violence", 0.9, 0.98],
    ["coercive_control", 0.9, 0.98],
    ["sexual_coercion", 0.9, 0.98],
    ["image_abuse", 0.9, 0.98],
    ["under_18", 0.9, 0.93],
  ] as const)(
    "recalls %s at least %s on the first tuning set and %s on the whole corpus",
    (category, tuning, whole) => {
      expect(recall(score(tuned, category))).toBeGreaterThanOrEqual(tuning);
      expect(recall(score(scored, category))).toBeGreaterThanOrEqual(whole);
    },
  );

  it("is precise: at least 0.9 of the messages it flags are real risks", () => {
    expect(precision(score(tuned))).toBeGreaterThanOrEqual(0.9);
    expect(precision(score(scored))).toBeGreaterThanOrEqual(0.95);
  });
});

// The figures reached on the blind held-out set (docs/safety.md), as floors: a change that loses recall
// or precision on wording never trained on fails here. The goals are higher; the docs say which are unmet.
describe("the safety check on the blind held-out set", () => {
  const scored = scoreAll(blind);
  it.each([
    ["self_harm", 0.92],
    ["immediate_danger", 0.9],
    ["violence", 0.85],
    ["coercive_control", 0.75],
    ["sexual_coercion", 0.82],
    ["image_abuse", 0.9],
    ["under_18", 0.76],
  ] as const)("recalls %s at least %s", (category, floor) => {
    expect(recall(score(scored, category))).toBeGreaterThanOrEqual(floor);
  });

  it("is precise (at least 0.9) and no weaker in English than in Chinese", () => {
    expect(precision(score(scored))).toBeGreaterThanOrEqual(0.9);
    const byLanguage = (language: string) => recall(score(scored.filter((m) => m.language === language)));
    expect(byLanguage("en")).toBeGreaterThanOrEqual(Math.min(byLanguage("zh-TW"), byLanguage("zh-CN")) - 0.05);
  });
});

describe("the classifier's told head against the rules", () => {
  it("silences the rules where every part of a message tells a past that is over", () => {
    for (const text of [
      "my ex once locked me in his car during a fight. that was 2017, we haven't spoken since, and my new bf is lovely",
      "好幾年前他把我關在家一整個週末 隔週我就離開了 從沒回頭",
    ]) {
      expect(checkRules(text).flagged, text).toBe(true);
      expect(checkSafety(text).flagged, text).toBe(false);
    }
  });

  it("silences no real risk the rules catch, in the corpus or on wording it never saw", () => {
    const silenced = [...training, ...blind].filter(
      (m) => m.kind === "positive" && checkRules(m.text).flagged && !checkSafety(m.text).flagged,
    );
    expect(silenced.map((m) => m.text)).toEqual([]);
  });
});

describe("checkSafety", () => {
  it("reads traditional and simplified Chinese alike", () => {
    expect(categories("我真的不想活了")).toEqual(["self_harm"]);
    expect(categories("他說如果我敢離開就要殺了我")).toEqual(categories("他说如果我敢离开就要杀了我"));
    expect(categories("ＩＴ ＨＩＴ ＭＥ")).toEqual([]);
  });

  it("takes negation, quotation, jokes and idioms into account", () => {
    expect(categories("I want to die")).toContain("self_harm");
    expect(categories("I don't want to die, I'm just tired")).toEqual([]);
    expect(categories("He said 'I'll kill you' and threw a plate at me")).toContain("violence");
    expect(categories("She said 'I'll kill you' as a joke when I ate her fries")).toEqual([]);
    expect(categories("I told him 'I want to die'")).toContain("self_harm");
    expect(categories("The song goes 'I want to die in your arms'")).toEqual([]);
    expect(categories("This job is killing me")).toEqual([]);
    expect(categories("我想死你了")).toEqual([]);
  });

  it("finds crises worded in ways no rule was written for", () => {
    expect(checkSafety("gonna take every pill in the cabinet tonight, nobody will even notice")).toMatchObject({
      flagged: true,
      severity: "urgent",
    });
    expect(categories("I can't do this anymore. Tonight I'm going to end things for good.")).toContain("self_harm");
    expect(categories("bf keeps saying he'll leak my nudes to my family if i dont send more")).toContain("image_abuse");
  });

  it("never lets a joke cancel physical violence", () => {
    expect(categories("he hit me lol")).toContain("violence");
  });

  it("keeps the past in the past unless it is happening again", () => {
    expect(categories("He used to hit me years ago; I'm safe now")).toEqual([]);
    expect(categories("He hit me years ago and he hit me again yesterday")).toContain("violence");
  });

  it("reads the newest message with the user's previous ones, counting only what the newest adds", () => {
    const [before, after] = CONTEXT_PAIR;
    expect(checkSafety(before).flagged).toBe(false);
    expect(checkSafety(after).flagged).toBe(false);
    expect(checkSafety(after, [before])).toMatchObject({ flagged: true, severity: "urgent" });
    expect(categories(after, ["hi", "how do i plan a date", before])).toContain("self_harm");
    expect(categories(after, [before, "a", "b", "c"])).toEqual([]);
    // What the earlier message showed on its own is not counted again on a calmer one.
    expect(categories("thanks, that helps. what should we cook tonight?", ["I want to kill myself"])).toEqual([]);
  });

  it("grades severity and merges checks", () => {
    const urgent = checkSafety("I'm hiding in the bathroom, he has a knife");
    expect(urgent).toMatchObject({ flagged: true, severity: "urgent" });
    const concern = checkSafety("My boyfriend won't let me see my friends");
    expect(concern).toMatchObject({ flagged: true, severity: "concern" });
    expect(checkSafety("How do we plan a date night?")).toEqual({ flagged: false, severity: null, matches: [] });
    expect(unionOf(concern, urgent).matches.map((m) => m.category)).toEqual(
      expect.arrayContaining(["violence", "coercive_control", "immediate_danger"]),
    );
    expect(
      checkFrom([
        { category: "self_harm", severity: "concern" },
        { category: "self_harm", severity: "urgent" },
      ]),
    ).toEqual({
      flagged: true,
      severity: "urgent",
      matches: [{ category: "self_harm", severity: "urgent" }],
    });
  });

  it("stays bounded on long and adversarial input", () => {
    expect(checkSafety("a ".repeat(20_000)).flagged).toBe(false);
    expect(checkSafety(`${"我".repeat(5000)}想自杀`).flagged).toBe(true);
    expect(checkSafety(`I want to end my life ${"x".repeat(100_000)}`).flagged).toBe(true);
  });
});
