import { describe, expect, it } from "vitest";
import { COACH_LANGUAGES, COACH_SETS, MARKER_KINDS, goldSpans, type CoachFixture } from "@/bench/coach-metrics";

const drafts = COACH_SETS.drafts();
const sets = Object.entries(COACH_SETS).map(([name, set]): [string, CoachFixture[]] => [name, set()]);

describe.each(sets)("the coach's %s fixtures", (_, set) => {
  it("have unique ids, a known language and kind, and a request line", () => {
    expect(new Set(set.map((f) => f.id)).size).toBe(set.length);
    for (const f of set) {
      expect(COACH_LANGUAGES, f.id).toContain(f.locale);
      expect(f.draft.trim(), f.id).not.toBe("");
      expect(f.request.trim(), f.id).not.toBe("");
      for (const m of f.markers) expect(MARKER_KINDS, f.id).toContain(m.kind);
    }
  });

  it("quote every marker as it is written, at the occurrence named, without overlaps", () => {
    for (const f of set) {
      const spans = goldSpans(f);
      spans.forEach((span, i) => {
        expect(span, `${f.id}: "${f.markers[i]!.quote}" #${f.markers[i]!.occurrence}`).toBeDefined();
        expect(f.draft.slice(span!.start, span!.end)).toBe(f.markers[i]!.quote);
      });
      const sorted = spans.map((s) => s!).sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start, f.id).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    }
  });

  it("keep one to three phrases copied from the draft or from what the person wants (none when nothing is asked)", () => {
    for (const f of set) {
      expect(f.keep.length, f.id).toBeLessThanOrEqual(3);
      for (const phrase of f.keep) expect(`${f.draft}\n${f.want ?? ""}`, f.id).toContain(phrase);
    }
  });
});

describe("the training drafts", () => {
  it("hold at least 64 drafts a language, about a third of them fine, every kind several times", () => {
    for (const language of COACH_LANGUAGES) {
      const own = drafts.filter((f) => f.locale === language);
      expect(own.length, language).toBeGreaterThanOrEqual(64);
      const fine = own.filter((f) => f.markers.length === 0).length / own.length;
      expect(fine, language).toBeGreaterThanOrEqual(0.3);
      expect(fine, language).toBeLessThanOrEqual(0.4);
      for (const kind of MARKER_KINDS)
        expect(
          own.flatMap((f) => f.markers).filter((m) => m.kind === kind).length,
          `${language} ${kind}`,
        ).toBeGreaterThanOrEqual(8);
    }
  });

  it("include the registers: texting shorthand, emoji, a long paragraph, Taiwan and mainland particles, English in Chinese", () => {
    const en = drafts.filter((f) => f.locale === "en").map((f) => f.draft);
    expect(en.some((d) => /\b(?:u|ur|idk|rn|omg)\b/i.test(d))).toBe(true);
    expect(en.some((d) => d.length > 300)).toBe(true);
    for (const language of COACH_LANGUAGES)
      expect(
        drafts.some((f) => f.locale === language && /\p{Extended_Pictographic}/u.test(f.draft)),
        language,
      ).toBe(true);
    expect(drafts.some((f) => f.locale === "zh-TW" && /妳|喔|啦|欸/.test(f.draft))).toBe(true);
    expect(drafts.some((f) => f.locale === "zh-CN" && /吧|呢|啊|哈/.test(f.draft))).toBe(true);
    expect(drafts.some((f) => f.locale !== "en" && /[a-z]{3,}/i.test(f.draft))).toBe(true);
  });
});
