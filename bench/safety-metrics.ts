import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { SAFETY_CATEGORIES, type SafetyCategory, type Severity } from "../lib/safety/categories";
import { checkSafety } from "../lib/safety/check";

export const EVALUATION_LANGUAGES = ["en", "zh-TW", "zh-CN"] as const;
type EvaluationLanguage = (typeof EVALUATION_LANGUAGES)[number];

/** `positive`: a real risk; the rest are negatives, all but `benign` hard ones (see tests/fixtures/safety/README.md). */
export const KINDS = ["positive", "idiom", "fiction", "past", "joke", "third_party", "negation", "benign"] as const;
export type LabelledMessage = {
  text: string;
  labels: SafetyCategory[];
  kind: (typeof KINDS)[number];
  /** On positives: whether the risk is to life or safety now. */
  severity?: Severity;
  language: EvaluationLanguage;
};

const FIXTURES = path.join(import.meta.dirname, "../tests/fixtures/safety");
type Stored = Omit<LabelledMessage, "language">;

/** A training file's language, from its name (`en.json`, `corpus-zh-TW.json`); a file of several names it per message. */
function languageOf(file: string): EvaluationLanguage | undefined {
  return EVALUATION_LANGUAGES.find((language) => file === `${language}.json` || file.startsWith(`corpus-${language}`));
}

/**
 * The training corpus: `{language}.json` and `corpus-*.json`. The rules were tuned and the classifier is
 * trained on it, so its figures flatter both.
 */
export function trainingSet(): LabelledMessage[] {
  return readdirSync(FIXTURES)
    .sort()
    .flatMap((file) => {
      const language = languageOf(file);
      if (!language && !file.startsWith("corpus-")) return [];
      const items = JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as (Stored &
        Partial<LabelledMessage>)[];
      return items.map((item) => ({ ...item, language: item.language ?? language! }));
    });
}

function stored(file: string): LabelledMessage[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as LabelledMessage[];
}

/**
 * The held-out sets, never trained or tuned on: `blind` was written from the category definitions alone
 * by someone who never saw the corpus or the rules; `legacy` after the rules were last tuned by hand.
 */
export const HELD_OUT = {
  blind: () => stored("held-out-blind.json"),
  legacy: () => stored("held-out.json"),
};

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

export function scoreAll(
  items: LabelledMessage[],
  check: (text: string) => SafetyCategory[] = (text) => checkSafety(text).matches.map((m) => m.category),
): Scored[] {
  return items.map((item) => ({ ...item, predicted: check(item.text) }));
}

export { SAFETY_CATEGORIES };
