// The local safety classifier on its evaluation set (tests/fixtures/safety): precision and recall per
// category and language, false alarms per kind of hard negative, and how long one check takes.
// Usage: npm run bench:safety (see bench/README.md). Pure CPU: no server, no database.
import { checkSafety } from "../lib/safety/check";
import {
  EVALUATION_LANGUAGES,
  KINDS,
  SAFETY_CATEGORIES,
  evaluationSet,
  heldOutSet,
  precision,
  recall,
  score,
  scoreAll,
} from "./safety-metrics";

const pct = (n: number) => n.toFixed(3);
const scored = scoreAll(evaluationSet());

console.log(`Evaluation set: ${scored.length} messages`);
for (const language of EVALUATION_LANGUAGES) {
  const items = scored.filter((s) => s.language === language);
  const hard = items.filter((s) => s.kind !== "positive" && s.kind !== "benign").length;
  console.log(
    `  ${language}: ${items.length} (${items.filter((s) => s.kind === "positive").length} positive, ${hard} hard negatives)`,
  );
}

console.log("\ncategory          language  support  precision  recall");
for (const category of SAFETY_CATEGORIES) {
  for (const language of [...EVALUATION_LANGUAGES, "all"] as const) {
    const items = language === "all" ? scored : scored.filter((s) => s.language === language);
    const s = score(items, category);
    const support = s.truePositives + s.falseNegatives;
    console.log(
      `${category.padEnd(18)}${language.padEnd(10)}${String(support).padStart(7)}  ${pct(precision(s)).padStart(9)}  ${pct(recall(s)).padStart(6)}`,
    );
  }
}
const overall = score(scored);
console.log(
  `\nany category (a message flagged or not): precision ${pct(precision(overall))}, recall ${pct(recall(overall))}`,
);

console.log("\nfalse alarms on negatives, by kind:");
for (const kind of KINDS.filter((k) => k !== "positive")) {
  const items = scored.filter((s) => s.kind === kind);
  const flagged = items.filter((s) => s.predicted.length > 0);
  console.log(`  ${kind.padEnd(12)} ${flagged.length}/${items.length}`);
}
const misses = scored.filter(
  (s) => s.labels.some((l) => !s.predicted.includes(l)) || s.predicted.some((p) => !s.labels.includes(p)),
);
if (misses.length) {
  console.log("\ndisagreements:");
  for (const m of misses)
    console.log(`  ${m.language} [${m.labels.join(",") || "none"} → ${m.predicted.join(",") || "none"}] ${m.text}`);
}

const heldOut = scoreAll(heldOutSet());
const heldOutAll = score(heldOut);
console.log(
  `\nheld-out set (${heldOut.length} messages never tuned on): any category precision ${pct(precision(heldOutAll))}, recall ${pct(recall(heldOutAll))}`,
);
for (const category of SAFETY_CATEGORIES) {
  const s = score(heldOut, category);
  console.log(
    `  ${category.padEnd(18)} support ${s.truePositives + s.falseNegatives}, precision ${pct(precision(s))}, recall ${pct(recall(s))}`,
  );
}

// Timing: every message checked 50 times after a warm-up, one measurement per check.
const texts = evaluationSet().map((m) => m.text);
for (const text of texts) checkSafety(text);
const times: number[] = [];
for (let round = 0; round < 50; round++) {
  for (const text of texts) {
    const start = process.hrtime.bigint();
    checkSafety(text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
console.log(
  `\ncheck time over ${times.length} checks: p50 ${at(0.5).toFixed(4)} ms, p95 ${at(0.95).toFixed(4)} ms, p99 ${at(0.99).toFixed(4)} ms`,
);
const longest = texts.join(" ").slice(0, 8000);
const start = process.hrtime.bigint();
for (let i = 0; i < 20; i++) checkSafety(longest);
console.log(
  `an 8,000-character message (the chat's maximum): ${(Number(process.hrtime.bigint() - start) / 1e6 / 20).toFixed(2)} ms`,
);
