import { describe, expect, it } from "vitest";
import { wordDiff, type DiffPart } from "@/lib/coach/word-diff";

const side = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((part) => part.kind !== kind)
    .map((part) => part.text)
    .join("");

describe("the coach's word diff", () => {
  it("marks whole words, not letters", () => {
    expect(wordDiff("You never listen to me.", "I feel unheard when you don't listen to me.")).toEqual([
      { kind: "removed", text: "You never" },
      { kind: "added", text: "I feel unheard when you don't" },
      { kind: "same", text: " listen to me." },
    ]);
  });

  it("gives back both texts, whatever they are", () => {
    const cases = [
      ["You never listen to me. Whatever.", "I feel hurt when I'm not heard. Can we talk tonight?"],
      ["", "Please call me."],
      ["Whatever.", ""],
      ["😤 you ALWAYS do this 👩‍👩‍👧", "I feel hurt 👩‍👩‍👧"],
      ["你從來不聽我說話，算了", "我覺得沒有被聽見，可以聽我說話嗎"],
    ];
    for (const [draft, rewrite] of cases) {
      const parts = wordDiff(draft!, rewrite!);
      expect(side(parts, "added")).toBe(draft);
      expect(side(parts, "removed")).toBe(rewrite);
      expect(parts.every((part) => part.text.length > 0)).toBe(true);
    }
  });

  it("reads Han text character by character", () => {
    expect(wordDiff("你总是迟到", "你今天迟到了")).toEqual([
      { kind: "same", text: "你" },
      { kind: "removed", text: "总是" },
      { kind: "added", text: "今天" },
      { kind: "same", text: "迟到" },
      { kind: "added", text: "了" },
    ]);
  });

  it("keeps English words whole inside Chinese", () => {
    expect(wordDiff("你又忘了call我", "你忘了call我")).toEqual([
      { kind: "same", text: "你" },
      { kind: "removed", text: "又" },
      { kind: "same", text: "忘了call我" },
    ]);
    expect(wordDiff("call me", "cal me")).toEqual([
      { kind: "removed", text: "call" },
      { kind: "added", text: "cal" },
      { kind: "same", text: " me" },
    ]);
  });

  it("marks nothing when the texts are the same", () => {
    expect(wordDiff("Can we talk tonight?", "Can we talk tonight?")).toEqual([
      { kind: "same", text: "Can we talk tonight?" },
    ]);
  });
});
