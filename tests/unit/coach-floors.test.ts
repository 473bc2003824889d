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
// the rules or the rewrite that loses any of them fails here. The held-out figures are the ones that generalise.
const items = evaluate(COACH_SETS.drafts());

describe('the coach on its "drafts" set', () => {
  it.each(COACH_LANGUAGES)("detects %s markers with precision ≥ 0.99 and recall ≥ 0.99", (language) => {
    const s = score(items.filter((i) => i.fixture.locale === language));
    expect(precision(s)).toBeGreaterThanOrEqual(0.99);
    expect(recall(s)).toBeGreaterThanOrEqual(0.99);
  });

  it.each(MARKER_KINDS)("recalls %s at ≥ 0.99", (kind) => {
    expect(recall(score(items, kind))).toBeGreaterThanOrEqual(0.99);
    expect(precision(score(items, kind))).toBeGreaterThanOrEqual(0.99);
  });

  it("leaves every fine draft alone; every rewrite is marker-free and keeps the request", () => {
    const f = rewriteFigures(items);
    expect(f.fineLeftAlone / f.fine).toBeGreaterThanOrEqual(0.99);
    expect(f.rewritesWithMarker).toBe(0);
    expect(f.rewritesLosingRequest).toBe(0);
    expect(f.noRewrite).toBe(0);
  });
});
