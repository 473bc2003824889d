import { describe, expect, it } from "vitest";
import {
  EVALUATION_LANGUAGES,
  KINDS,
  SAFETY_CATEGORIES,
  evaluationSet,
  precision,
  recall,
  score,
  scoreAll,
} from "@/bench/safety-metrics";
import { checkFrom, unionOf } from "@/lib/safety/categories";
import { checkSafety } from "@/lib/safety/check";

const set = evaluationSet();
const scored = scoreAll(set);
const categories = (text: string) => checkSafety(text).matches.map((m) => m.category);

describe("the safety evaluation set", () => {
  it("holds at least 300 labelled messages in three languages, a third of them hard negatives", () => {
    expect(set.length).toBeGreaterThanOrEqual(300);
    const hard = set.filter((m) => m.kind !== "positive" && m.kind !== "benign");
    expect(hard.length / set.length).toBeGreaterThanOrEqual(1 / 3);
    for (const language of EVALUATION_LANGUAGES) {
      expect(set.filter((m) => m.language === language).length).toBeGreaterThanOrEqual(100);
    }
    for (const message of set) {
      expect(KINDS).toContain(message.kind);
      expect(message.labels.length > 0).toBe(message.kind === "positive");
      for (const label of message.labels) expect(SAFETY_CATEGORIES).toContain(label);
    }
    for (const category of SAFETY_CATEGORIES) {
      for (const language of EVALUATION_LANGUAGES) {
        expect(set.some((m) => m.language === language && m.labels.includes(category))).toBe(true);
      }
    }
  });
});

describe("the local classifier on the evaluation set", () => {
  it.each([
    ["self_harm", 0.97],
    ["immediate_danger", 0.97],
    ["violence", 0.9],
    ["coercive_control", 0.9],
    ["sexual_coercion", 0.9],
    ["under_18", 0.9],
  ] as const)("recalls %s at least %s", (category, floor) => {
    expect(recall(score(scored, category))).toBeGreaterThanOrEqual(floor);
  });

  it("is precise: at least 0.9 of the messages it flags are real risks", () => {
    expect(precision(score(scored))).toBeGreaterThanOrEqual(0.9);
  });
});

describe("checkSafety", () => {
  it("reads traditional and simplified Chinese alike", () => {
    expect(categories("我真的不想活了")).toEqual(["self_harm"]);
    expect(categories("他說如果我敢離開就要殺了我")).toEqual(categories("他说如果我敢离开就要杀了我"));
    expect(categories("ＩＴ ＨＩＴ ＭＥ")).toEqual([]);
  });

  it("takes negation, quotation, jokes and idioms into account", () => {
    expect(categories("I want to die")).toEqual(["self_harm"]);
    expect(categories("I don't want to die, I'm just tired")).toEqual([]);
    expect(categories("He said 'I'll kill you' and threw a plate at me")).toEqual(["violence"]);
    expect(categories("She said 'I'll kill you' as a joke when I ate her fries")).toEqual([]);
    expect(categories("I told him 'I want to die'")).toEqual(["self_harm"]);
    expect(categories("The song goes 'I want to die in your arms'")).toEqual([]);
    expect(categories("This job is killing me")).toEqual([]);
    expect(categories("我想死你了")).toEqual([]);
  });

  it("never lets a joke cancel physical violence", () => {
    expect(categories("he hit me lol")).toEqual(["violence"]);
  });

  it("keeps the past in the past unless it is happening again", () => {
    expect(categories("He used to hit me years ago; I'm safe now")).toEqual([]);
    expect(categories("He hit me years ago and he hit me again yesterday")).toEqual(["violence"]);
  });

  it("grades severity and merges checks", () => {
    const urgent = checkSafety("I'm hiding in the bathroom, he has a knife");
    expect(urgent).toMatchObject({ flagged: true, severity: "urgent" });
    const concern = checkSafety("My boyfriend won't let me see my friends");
    expect(concern).toMatchObject({ flagged: true, severity: "concern" });
    expect(checkSafety("How do we plan a date night?")).toEqual({ flagged: false, severity: null, matches: [] });
    expect(unionOf(concern, urgent).matches.map((m) => m.category)).toEqual([
      "violence",
      "coercive_control",
      "immediate_danger",
    ]);
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
