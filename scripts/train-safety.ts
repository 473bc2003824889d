// `npm run train:safety`: trains the safety check's learned classifier on the training corpus
// (tests/fixtures/safety, never the held-out sets) and writes lib/safety/model/weights.json.
// Deterministic: the same corpus gives the same weights. Thresholds come from 5-fold cross-validation.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { trainingSet, type LabelledMessage } from "../bench/safety-metrics";
import {
  MODEL_HEADS,
  decisionScores,
  loadModel,
  modelWindows,
  type ModelWeights,
} from "../lib/safety/model/classifier";
import { featureSlots, lengthNorm } from "../lib/safety/model/features";
import { SAFETY_CATEGORIES } from "../lib/safety/categories";
import { checkRules } from "../lib/safety/check";
import { normalize } from "../lib/safety/normalize";

const BUCKETS = 1 << 17;
const EPOCHS = 20;
const LEARNING_RATE = 0.2;
const L2 = 1e-5;
/**
 * Each head's threshold is the lowest reaching a precision on held-back folds; that precision is the lowest here
 * at which the app's decision keeps its false-alarm rates (which ignore the corpus's share of positives) within
 * bounds on held-back folds. Steps of 0.01: a coarser step spent the bounds on whichever head moved first.
 */
const HEAD_PRECISIONS = Array.from({ length: 46 }, (_, i) => Number((0.95 - i / 100).toFixed(2)));
const MAX_HARD_FALSE_ALARMS = 0.1;
const MAX_ORDINARY_FALSE_ALARMS = 0.01;
const FLOOR = 0.2;
const FOLDS = 5;

type Example = { slots: number[]; targets: number[] };

/** The first fixture files carry no severity: the rules' grading stands in (immediate danger is always urgent). */
function urgent(message: LabelledMessage): boolean {
  if (message.kind !== "positive") return false;
  if (message.severity) return message.severity === "urgent";
  return message.labels.includes("immediate_danger") || checkRules(message.text).severity === "urgent";
}

const HARD_NEGATIVES = new Set(["idiom", "fiction", "past", "joke", "third_party", "negation"]);

/** Each head's target for a message, or SKIP where the head does not learn from it (see MODEL_HEADS). */
const SKIP = -1;
function targets(message: LabelledMessage): number[] {
  const positive = message.kind === "positive";
  return MODEL_HEADS.map((head) => {
    if (head === "urgent") return Number(urgent(message));
    if (head === "risk") return Number(positive);
    return HARD_NEGATIVES.has(message.kind) ? SKIP : Number(message.labels.includes(head));
  });
}

/** What a head is judged on in cross-validation: a category by its label (hard negatives included), the others by their target. */
function truth(message: LabelledMessage, h: number): boolean {
  const head = MODEL_HEADS[h]!;
  if (head === "urgent") return urgent(message);
  if (head === "risk") return message.kind === "positive";
  return message.labels.includes(head);
}

function example(message: LabelledMessage): Example {
  return { slots: featureSlots(normalize(message.text).text, BUCKETS), targets: targets(message) };
}

/** A small deterministic generator (mulberry32) for the order of examples. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Logistic regression per head by AdaGrad, positives weighted up to balance each head. */
function train(examples: Example[]): { weights: Float64Array; bias: number[] } {
  const heads = MODEL_HEADS.length;
  const weights = new Float64Array(BUCKETS * heads);
  const squares = new Float64Array(BUCKETS * heads).fill(1e-8);
  const bias = new Array<number>(heads).fill(0);
  const biasSquares = new Array<number>(heads).fill(1e-8);
  const positives = MODEL_HEADS.map((_, h) => examples.filter((e) => e.targets[h] === 1).length);
  const learning = MODEL_HEADS.map((_, h) => examples.filter((e) => e.targets[h] !== SKIP).length);
  // Positives weigh up to balance each head, but only by the square root: more would lift the bias, which
  // alone decides a message of a few words.
  const positiveWeight = positives.map((p, h) => Math.min(4, Math.sqrt((learning[h]! - p) / Math.max(1, p))));
  const next = random(20261126);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { slots, targets: y } = examples[index]!;
      const norm = lengthNorm(slots.length);
      for (let h = 0; h < heads; h++) {
        if (y[h] === SKIP) continue;
        let sum = bias[h]!;
        for (const slot of slots) sum += weights[slot * heads + h]! * norm;
        const p = 1 / (1 + Math.exp(-sum));
        const gradient = (p - y[h]!) * (y[h] ? positiveWeight[h]! : 1);
        for (const slot of slots) {
          const at = slot * heads + h;
          const g = gradient * norm + L2 * weights[at]!;
          squares[at]! += g * g;
          weights[at]! -= (LEARNING_RATE * g) / Math.sqrt(squares[at]!);
        }
        biasSquares[h]! += gradient * gradient;
        bias[h]! -= (LEARNING_RATE * gradient) / Math.sqrt(biasSquares[h]!);
      }
    }
  }
  return { weights, bias };
}

function quantize(trained: { weights: Float64Array; bias: number[] }, thresholds: number[]): ModelWeights {
  const heads = MODEL_HEADS.length;
  const scales = MODEL_HEADS.map((_, h) => {
    let max = 0;
    for (let slot = 0; slot < BUCKETS; slot++) max = Math.max(max, Math.abs(trained.weights[slot * heads + h]!));
    return max / 127 || 1;
  });
  const table = new Int8Array(BUCKETS * heads);
  for (let i = 0; i < table.length; i++) table[i] = Math.round(trained.weights[i]! / scales[i % heads]!);
  return {
    buckets: BUCKETS,
    heads: [...MODEL_HEADS],
    bias: trained.bias.map((b) => Number(b.toFixed(6))),
    thresholds,
    scales: scales.map((s) => Number(s.toPrecision(8))),
    data: Buffer.from(table.buffer).toString("base64"),
  };
}

/** The best decision score over a message's windows, per head, as the classifier reads it at run time. */
function windowedScores(model: ReturnType<typeof loadModel>, text: string): number[] {
  const best = new Array<number>(MODEL_HEADS.length).fill(0);
  for (const window of modelWindows(normalize(text).text)) {
    decisionScores(window, model).forEach((p, h) => (best[h] = Math.max(best[h]!, p)));
  }
  return best;
}

function chooseThreshold(scored: { p: number; positive: boolean }[], target: number): number {
  const candidates = [...new Set(scored.map((s) => s.p).filter((p) => p >= FLOOR))].sort((a, b) => a - b);
  for (const t of candidates) {
    const flagged = scored.filter((s) => s.p >= t);
    const right = flagged.filter((s) => s.positive).length;
    if (flagged.length > 0 && right / flagged.length >= target) return Number(t.toFixed(4));
  }
  return 0.99;
}

const corpus = trainingSet();
const neutral = new Array<number>(MODEL_HEADS.length).fill(0.5);
const outOfFold: number[][] = corpus.map(() => []);
for (let fold = 0; fold < FOLDS; fold++) {
  const held = corpus.filter((_, i) => i % FOLDS === fold);
  const model = loadModel(quantize(train(corpus.filter((_, i) => i % FOLDS !== fold).map(example)), neutral));
  held.forEach((message) => (outOfFold[corpus.indexOf(message)] = windowedScores(model, message.text)));
  console.log(`fold ${fold + 1}/${FOLDS} trained`);
}
const thresholdsAt = (target: number) =>
  MODEL_HEADS.map((_, h) =>
    chooseThreshold(
      corpus.map((m, i) => ({ p: outOfFold[i]![h]!, positive: truth(m, h) })),
      target,
    ),
  );
const ruled = corpus.map((m) => checkRules(m.text).flagged);
/** False alarms of the app's decision (rules or any category of the model) on held-back folds, by kind of negative. */
function falseAlarms(thresholds: number[]): { hard: number; ordinary: number; recall: number } {
  const rate = (items: number[]) =>
    items.filter((i) => ruled[i] || SAFETY_CATEGORIES.some((_, h) => outOfFold[i]![h]! >= thresholds[h]!)).length /
    Math.max(1, items.length);
  const indices = (keep: (m: LabelledMessage) => boolean) => corpus.flatMap((m, i) => (keep(m) ? [i] : []));
  return {
    hard: rate(indices((m) => HARD_NEGATIVES.has(m.kind))),
    ordinary: rate(indices((m) => m.kind === "benign")),
    recall: rate(indices((m) => m.kind === "positive")),
  };
}
for (const p of HEAD_PRECISIONS.filter((_, i) => i % 5 === 0)) {
  const f = falseAlarms(thresholdsAt(p));
  console.log(
    `head precision ${p}: false alarms ${(f.hard * 100).toFixed(1)}% of hard negatives, ${(f.ordinary * 100).toFixed(1)}% of ordinary messages; recall ${f.recall.toFixed(3)}`,
  );
}
/** A risk to life weighs double: missing it costs the most. */
const WEIGHT = (category: string) => (["self_harm", "immediate_danger", "violence"].includes(category) ? 2 : 1);
/** Each category's recall on held-back folds under these thresholds, averaged over the categories by WEIGHT. */
function meanRecall(thresholds: number[]): number {
  let sum = 0;
  let weights = 0;
  SAFETY_CATEGORIES.forEach((category, h) => {
    const wanted = corpus.flatMap((m, i) => (truth(m, h) ? [i] : []));
    const found = wanted.filter((i) => outOfFold[i]![h]! >= thresholds[h]! || ruled[i]).length;
    sum += (WEIGHT(category) * found) / Math.max(1, wanted.length);
    weights += WEIGHT(category);
  });
  return sum / weights;
}
const allowed = (f: ReturnType<typeof falseAlarms>) =>
  f.hard <= MAX_HARD_FALSE_ALARMS && f.ordinary <= MAX_ORDINARY_FALSE_ALARMS;
/** Per head, the step of HEAD_PRECISIONS its threshold is at: starting from the strictest, each category is
 * lowered one step at a time where that buys the most recall per false alarm, while the bounds hold. */
const steps = MODEL_HEADS.map((head) =>
  SAFETY_CATEGORIES.includes(head as never) ? 0 : HEAD_PRECISIONS.indexOf(0.85),
);
const perStep = MODEL_HEADS.map((_, h) =>
  HEAD_PRECISIONS.map((p) =>
    chooseThreshold(
      corpus.map((m, i) => ({ p: outOfFold[i]![h]!, positive: truth(m, h) })),
      p,
    ),
  ),
);
const thresholdsOf = (at: number[]) => at.map((step, h) => perStep[h]![step]!);
for (;;) {
  const now = thresholdsOf(steps);
  const before = falseAlarms(now);
  const base = meanRecall(now);
  let best: { h: number; value: number } | undefined;
  for (const [h] of SAFETY_CATEGORIES.entries()) {
    if (steps[h]! + 1 >= HEAD_PRECISIONS.length) continue;
    const next = [...steps];
    next[h]! += 1;
    const f = falseAlarms(thresholdsOf(next));
    if (!allowed(f)) continue;
    const cost = f.hard - before.hard + 10 * (f.ordinary - before.ordinary) + 1e-4;
    const value = (meanRecall(thresholdsOf(next)) - base) / cost;
    if (!best || value > best.value) best = { h, value };
  }
  if (!best) break;
  steps[best.h]! += 1;
}
const thresholds = thresholdsOf(steps);
const chosen = falseAlarms(thresholds);
console.log(
  `chosen: head precisions ${MODEL_HEADS.map((head, h) => `${head} ${HEAD_PRECISIONS[steps[h]!]}`).join(", ")}; false alarms ${(chosen.hard * 100).toFixed(1)}% of hard negatives, ${(chosen.ordinary * 100).toFixed(1)}% of ordinary messages; recall ${chosen.recall.toFixed(3)}`,
);
for (const [h, head] of MODEL_HEADS.entries()) {
  const flagged = corpus.filter((_, i) => outOfFold[i]![h]! >= thresholds[h]!);
  const right = flagged.filter((m) => truth(m, h)).length;
  const wanted = corpus.filter((m) => truth(m, h)).length;
  console.log(
    `  ${head.padEnd(18)} cross-validated precision ${(right / Math.max(1, flagged.length)).toFixed(3)}, recall ${(right / Math.max(1, wanted)).toFixed(3)}`,
  );
}
const final = quantize(train(corpus.map(example)), thresholds);
const file = path.join(import.meta.dirname, "../lib/safety/model/weights.json");
writeFileSync(file, `${JSON.stringify(final)}\n`);
console.log(`${corpus.length} messages; thresholds ${MODEL_HEADS.map((h, i) => `${h} ${thresholds[i]}`).join(", ")}`);
console.log(`wrote ${path.relative(process.cwd(), file)} (${(JSON.stringify(final).length / 1024).toFixed(0)} KiB)`);
