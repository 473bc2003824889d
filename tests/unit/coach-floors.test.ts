import { describe, expect, it } from "vitest";
import {
  COACH_LANGUAGES,
  COACH_SETS,
  MARKER_KINDS,
  evaluate,
  precision,
  recall,
  rewriteFigures,
  score,
} from "@/bench/coach-metrics";

// The figures bench/coach.ts prints for the "drafts" set (docs/coach.md), rounded down, as floors: a change to
// the rules, the model or the rewrite that loses any of them fails here. Only the held-out figures say how it generalises.
const items = evaluate(COACH_SETS.drafts());

const BY_LANGUAGE = { en: [1, 1], "zh-TW": [1, 0.99], "zh-CN": [1, 1] } as const;
const BY_KIND = {
  threat: [1, 1],
  contempt: [1, 1],
  sarcasm: [1, 1],
  stonewalling: [1, 0.98],
  defensiveness: [1, 1],
  blame: [1, 1],
  absolute: [1, 1],
  criticism: [1, 1],
} as const;

describe('the coach on its "drafts" set', () => {
  it.each(COACH_LANGUAGES)("detects %s markers at least as precisely and fully as last measured", (language) => {
    const s = score(items.filter((i) => i.fixture.locale === language));
    const [p, r] = BY_LANGUAGE[language];
    expect(precision(s)).toBeGreaterThanOrEqual(p);
    expect(recall(s)).toBeGreaterThanOrEqual(r);
  });

  it.each(MARKER_KINDS)("detects %s at least as precisely and fully as last measured", (kind) => {
    const [p, r] = BY_KIND[kind];
    expect(precision(score(items, kind))).toBeGreaterThanOrEqual(p);
    expect(recall(score(items, kind))).toBeGreaterThanOrEqual(r);
  });

  it("leaves every fine draft alone; every rewrite is marker-free and keeps the request", () => {
    const f = rewriteFigures(items);
    expect(f.fine).toBeGreaterThanOrEqual(201);
    expect(f.fineLeftAlone).toBe(f.fine);
    expect(f.rewrites).toBeGreaterThanOrEqual(396);
    expect(f.rewritesWithMarker).toBe(0);
    expect(f.rewritesLosingRequest).toBe(0);
    expect(f.noRewrite).toBe(0);
  });
});
