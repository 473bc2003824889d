import { describe, expect, it } from "vitest";
import type { MemoryKind } from "@/lib/memory/kinds";
import { pickForPrompt } from "@/lib/memory/relevance";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 31);

/** A memory item `days` old, last used never. */
function item(id: string, text: string, days = 0, kind: MemoryKind = "topic") {
  const at = new Date(NOW - days * DAY);
  return { id, text, kind, updatedAt: at, lastUsedAt: null as Date | null };
}

const ids = (items: { id: string }[]) => items.map((picked) => picked.id);

describe("choosing the memory items for a prompt", () => {
  it("puts an item that shares a word with the message before a newer one that does not", () => {
    const items = [item("new", "Likes hiking on weekends", 0), item("old", "Fights often start over money", 200)];
    expect(ids(pickForPrompt(items, "We had another fight about MONEY today"))).toEqual(["old", "new"]);
  });

  it("orders by recency when nothing matches, a recent use counting as recent", () => {
    const used = { ...item("used", "Partner works nights", 90), lastUsedAt: new Date(NOW) };
    const items = [
      item("older", "Birthday: May 5", 60, "date"),
      item("newer", "Anniversary: March 3", 5, "date"),
      used,
    ];
    expect(ids(pickForPrompt(items, "hello"))).toEqual(["used", "newer", "older"]);
  });

  it("puts people, then what helped or did not, first among items alike otherwise", () => {
    const items = [
      item("topic", "Keeps coming up: chores"),
      item("didnt", "What didn't help: texting all night", 0, "didnt_help"),
      item("person", "Partner's name: Jordan", 0, "person"),
    ];
    expect(ids(pickForPrompt(items, "hi"))).toEqual(["person", "didnt", "topic"]);
  });

  it("matches Chinese words, two-character pieces of longer words, and English names inside Chinese", () => {
    const items = [
      item("walk", "有幫助的：先散步", 30),
      item("chores", "反覆出現：家務", 30),
      item("new", "紀念日：3月3日"),
    ];
    expect(ids(pickForPrompt(items, "我們今天又為了家務事吵架")).at(0)).toBe("chores");
    expect(ids(pickForPrompt(items, "我想先去散步再跟他談")).at(0)).toBe("walk");
    expect(
      ids(pickForPrompt([item("name", "Partner's name: Jordan", 9), item("x", "伴侶的名字：阿明")], "Jordan 又生氣了")),
    ).toEqual(["name", "x"]);
  });

  it("stays within the token budget, skipping an item too long for what is left", () => {
    const long = item("long", "x".repeat(400), 0); // 100 tokens + 6
    const short = item("short", "Partner's name: Jordan", 1); // 22 characters: 6 + 6
    const han = item("han", "伴侶的名字：阿明", 2); // 7 Han and a "：": 7 + 1 + 6
    expect(ids(pickForPrompt([long, short, han], "", 26))).toEqual(["short", "han"]);
    expect(ids(pickForPrompt([long, short, han], "", 25))).toEqual(["short"]);
    expect(ids(pickForPrompt([long, short, han], ""))).toEqual(["long", "short", "han"]);
    expect(pickForPrompt([long, short, han], "", 5)).toEqual([]);
  });

  it("gives nothing for nothing, and the same order for the same input", () => {
    expect(pickForPrompt([], "anything")).toEqual([]);
    const items = [item("b", "same words"), item("a", "same words"), item("c", "same words")];
    expect(ids(pickForPrompt(items, "same"))).toEqual(["a", "b", "c"]);
    expect(ids(pickForPrompt([...items].reverse(), "same"))).toEqual(["a", "b", "c"]);
  });
});
