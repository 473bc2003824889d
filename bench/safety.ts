// The safety check on its training corpus and held-out sets (tests/fixtures/safety): precision and recall per
// category and language for rules, classifier and both, false alarms per hard-negative kind, the held-out goals
// and time per check. Pure CPU. Usage: bench/README.md.
import { checkModel, checkRules, checkSafety } from "../lib/safety/check";
import type { SafetyCategory } from "../lib/safety/categories";
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
  type Scored,
} from "./safety-metrics";

const showMisses = process.argv.includes("--misses");
const pct = (n: number) => n.toFixed(3);
const categoriesOf = (check: (text: string) => { matches: { category: SafetyCategory }[] }) => (text: string) =>
  check(text).matches.map((m) => m.category);
const DECIDERS = {
  rules: categoriesOf(checkRules),
  model: categoriesOf(checkModel),
  both: categoriesOf((text) => checkSafety(text)),
};

function describe(name: string, set: LabelledMessage[]): void {
  const positives = set.filter((m) => m.kind === "positive").length;
  const hard = set.filter((m) => m.kind !== "positive" && m.kind !== "benign").length;
  const perLanguage = EVALUATION_LANGUAGES.map((l) => `${l} ${set.filter((m) => m.language === l).length}`);
  console.log(
    `\n## ${name}: ${set.length} messages (${positives} positive, ${hard} hard negatives; ${perLanguage.join(", ")})`,
  );
}

function table(scored: Record<keyof typeof DECIDERS, Scored[]>): void {
  console.log("\ncategory            support   rules P/R       model P/R       both P/R");
  for (const category of SAFETY_CATEGORIES) {
    const cells = Object.values(scored).map((items) => {
      const s = score(items, category);
      return `${pct(precision(s))}/${pct(recall(s))}`;
    });
    const s = score(scored.both, category);
    console.log(
      `${category.padEnd(20)}${String(s.truePositives + s.falseNegatives).padStart(7)}   ${cells.join("     ")}`,
    );
  }
  console.log("\nlanguage (any category)   rules P/R       model P/R       both P/R");
  for (const language of EVALUATION_LANGUAGES) {
    const cells = Object.values(scored).map((items) => {
      const s = score(items.filter((m) => m.language === language));
      return `${pct(precision(s))}/${pct(recall(s))}`;
    });
    console.log(`${language.padEnd(26)}${cells.join("     ")}`);
  }
  const all = Object.values(scored).map((items) => `${pct(precision(score(items)))}/${pct(recall(score(items)))}`);
  console.log(`${"all".padEnd(26)}${all.join("     ")}`);
  console.log("\nfalse alarms (both), by kind:");
  for (const kind of KINDS.filter((k) => k !== "positive")) {
    const items = scored.both.filter((s) => s.kind === kind);
    console.log(`  ${kind.padEnd(12)} ${items.filter((s) => s.predicted.length > 0).length}/${items.length}`);
  }
}

function misses(items: Scored[]): void {
  for (const m of items) {
    const wrong = m.labels.some((l) => !m.predicted.includes(l)) || m.predicted.some((p) => !m.labels.includes(p));
    if (wrong)
      console.log(`  ${m.language} [${m.labels.join(",") || "none"} → ${m.predicted.join(",") || "none"}] ${m.text}`);
  }
}

function evaluate(name: string, set: LabelledMessage[]): Record<keyof typeof DECIDERS, Scored[]> {
  describe(name, set);
  const scored = {
    rules: scoreAll(set, DECIDERS.rules),
    model: scoreAll(set, DECIDERS.model),
    both: scoreAll(set, DECIDERS.both),
  };
  table(scored);
  return scored;
}

/** The safety goals on the blind held-out set, for the decision the app makes (both). */
function goals(items: Scored[]): void {
  console.log("\ngoals on the blind held-out set (both):");
  for (const category of SAFETY_CATEGORIES) {
    const floor = ["self_harm", "immediate_danger", "violence"].includes(category) ? 0.95 : 0.85;
    const r = recall(score(items, category));
    console.log(`  ${r >= floor ? "met " : "MISS"} recall ${category} ${pct(r)} ≥ ${floor}`);
  }
  const byLanguage = Object.fromEntries(
    EVALUATION_LANGUAGES.map((l) => [l, recall(score(items.filter((m) => m.language === l)))]),
  );
  const chinese = Math.min(byLanguage["zh-TW"]!, byLanguage["zh-CN"]!);
  const gap = chinese - byLanguage.en!;
  console.log(
    `  ${gap <= 0.05 ? "met " : "MISS"} English recall ${pct(byLanguage.en!)} within 0.05 of Chinese ${pct(chinese)}`,
  );
  const p = precision(score(items));
  console.log(`  ${p >= 0.9 ? "met " : "MISS"} precision ${pct(p)} ≥ 0.9`);
}

const training = evaluate("Training corpus (the model's own training data: flattering)", trainingSet());
// Only the training corpus's: reading the held-out sets' misses would be tuning on them.
if (showMisses) {
  console.log("\ndisagreements on the training corpus (both):");
  misses(training.both);
}
goals(evaluate("Held-out, blind (never trained or tuned on)", HELD_OUT.blind()).both);
evaluate("Held-out, legacy (never trained or tuned on)", HELD_OUT.legacy());

// Timing: every training message checked 20 times after a warm-up, one measurement per check.
const texts = trainingSet().map((m) => m.text);
for (const text of texts) checkSafety(text);
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const text of texts) {
    const start = process.hrtime.bigint();
    checkSafety(text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
console.log(
  `\ncheck time over ${times.length} checks: p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`,
);
const previous = texts.slice(0, 3);
const start = process.hrtime.bigint();
for (const text of texts.slice(0, 500)) checkSafety(text, previous);
console.log(
  `with three previous messages: ${(Number(process.hrtime.bigint() - start) / 1e6 / 500).toFixed(3)} ms a check on average`,
);
const longest = texts.join(" ").slice(0, 8000);
const longStart = process.hrtime.bigint();
for (let i = 0; i < 20; i++) checkSafety(longest);
console.log(
  `an 8,000-character message (the chat's maximum): ${(Number(process.hrtime.bigint() - longStart) / 1e6 / 20).toFixed(2)} ms`,
);
