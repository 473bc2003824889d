import { readFileSync } from "node:fs";
import path from "node:path";
import { SAFETY_CATEGORIES, type SafetyCategory } from "../lib/safety/categories";
import { checkSafety } from "../lib/safety/check";

export const EVALUATION_LANGUAGES = ["en", "zh-TW", "zh-CN"] as const;
type EvaluationLanguage = (typeof EVALUATION_LANGUAGES)[number];

/** `positive`: a real risk; the rest are negatives, all but `benign` hard ones (see tests/fixtures/safety/README.md). */
export const KINDS = ["positive", "idiom", "fiction", "past", "joke", "third_party", "negation", "benign"] as const;
export type LabelledMessage = {
  text: string;
  labels: SafetyCategory[];
  kind: (typeof KINDS)[number];
  language: EvaluationLanguage;
};

const FIXTURES = path.join(import.meta.dirname, "../tests/fixtures/safety");

export function evaluationSet(): LabelledMessage[] {
  const dir = FIXTURES;
  return EVALUATION_LANGUAGES.flatMap((language) =>
    (JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as Omit<LabelledMessage, "language">[]).map(
      (item) => ({ ...item, language }),
    ),
  );
}

/** Messages written after the rules were last tuned, and never tuned on: how the rules do on wording they have not seen. */
export function heldOutSet(): LabelledMessage[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, "held-out.json"), "utf8")) as LabelledMessage[];
}

export type Score = { truePositives: number; falsePositives: number; falseNegatives: number };
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
export const precision = (s: Score) => ratio(s.truePositives, s.truePositives + s.falsePositives);
export const recall = (s: Score) => ratio(s.truePositives, s.truePositives + s.falseNegatives);

export type Scored = LabelledMessage & { predicted: SafetyCategory[] };

export function score(items: Scored[], category?: SafetyCategory): Score {
  const s: Score = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const item of items) {
    const want = category ? item.labels.includes(category) : item.labels.length > 0;
    const got = category ? item.predicted.includes(category) : item.predicted.length > 0;
    if (want && got) s.truePositives += 1;
    else if (got) s.falsePositives += 1;
    else if (want) s.falseNegatives += 1;
  }
  return s;
}

export function scoreAll(items: LabelledMessage[]): Scored[] {
  return items.map((item) => ({ ...item, predicted: checkSafety(item.text).matches.map((m) => m.category) }));
}

export { SAFETY_CATEGORIES };
